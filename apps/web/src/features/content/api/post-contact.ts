import type { ContactForm } from '@scrivania/core/schemas/contact';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface ContactAnswer {
  success: boolean;
  message?: string;
}

export function useSendContact() {
  return useMutation({
    mutationFn: (form: ContactForm) =>
      apiRequest<ContactAnswer>('contact-us', { method: 'POST', body: form }),
  });
}
