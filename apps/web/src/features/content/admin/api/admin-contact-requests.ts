import type {
  AdminContactListResponseSchema,
  AdminContactResponseSchema,
  ContactRequestStatus,
} from '@scrivania/core/content/admin-contact-schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client.ts';

type ListResponse = z.infer<typeof AdminContactListResponseSchema>;
type ContactResponse = z.infer<typeof AdminContactResponseSchema>;

/** GET admin/contact-requests: open or handled requests, a page at a time. */
export const useContactRequests = (status: ContactRequestStatus, page: number) =>
  useQuery({
    queryKey: ['admin', 'contact-requests', status, page],
    queryFn: ({ signal }) =>
      apiRequest<ListResponse>(`admin/contact-requests?status=${status}&page=${page}`, {
        auth: true,
        signal,
      }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** POST admin/contact-requests/{id}/handle. */
export function useHandleContactRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<ContactResponse>(`admin/contact-requests/${id}/handle`, { method: 'POST', auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'contact-requests'] }),
  });
}
