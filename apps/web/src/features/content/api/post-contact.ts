import type { ContactForm } from '@scrivania/core/content/contact-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface ContactAnswer {
  success: boolean;
  message?: string;
}

/** Sends an inquiry; rejects with ApiError on a refusal (see api-client). */
export const postContact = (form: ContactForm) =>
  apiRequest<ContactAnswer>('contact-us', { method: 'POST', body: form });

export const useSendContact = () => useMutation({ mutationFn: postContact });
