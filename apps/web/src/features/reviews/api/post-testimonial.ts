import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function useStoreTestimonial() {
  return useMutation({
    mutationFn: (form: FormData) =>
      apiRequest<{ success: boolean; message: string }>('testimonial/store', {
        method: 'POST',
        body: form,
        auth: true,
      }),
  });
}
