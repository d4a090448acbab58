import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** property-review/store, sent as multipart like the original form. */
export function useStoreReview(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      apiRequest<{ success: boolean; message: string }>('property-review/store', {
        method: 'POST',
        body: form,
        auth: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['api', `property-review/${propertyId}`] }),
  });
}
