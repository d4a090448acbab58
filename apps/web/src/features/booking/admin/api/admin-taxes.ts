import type {
  AdminTaxBody,
  AdminTaxListResponseSchema,
  AdminTaxPatch,
  AdminTaxResponseSchema,
} from '@scrivania/core/booking/admin-tax-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client.ts';

type ListResponse = z.infer<typeof AdminTaxListResponseSchema>;
type TaxResponse = z.infer<typeof AdminTaxResponseSchema>;

const taxKeys = { all: ['admin', 'taxes'] as const };

/** GET admin/taxes: a page of taxes, active or ended (a handful: the first page usually holds them all). */
export const useAdminTaxes = (page: number) =>
  useQuery({
    queryKey: [...taxKeys.all, page],
    queryFn: ({ signal }) => apiRequest<ListResponse>(`admin/taxes?page=${page}`, { auth: true, signal }),
    select: (answer) => answer.data,
    retry: false,
  });

function useTaxMutation<Variables>(send: (variables: Variables) => Promise<TaxResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taxKeys.all }),
        // The checkout's taxes of this tab are read again too.
        queryClient.invalidateQueries({ queryKey: ['api', 'booking/tax'] }),
      ]),
  });
}

/** POST admin/taxes. */
export const useCreateTax = () =>
  useTaxMutation((body: AdminTaxBody) =>
    apiRequest<TaxResponse>('admin/taxes', { method: 'POST', body, auth: true }),
  );

/** PATCH admin/taxes/{id}; `active: false` ends the tax. */
export const useUpdateTax = () =>
  useTaxMutation(({ id, body }: { id: number; body: AdminTaxPatch }) =>
    apiRequest<TaxResponse>(`admin/taxes/${id}`, { method: 'PATCH', body, auth: true }),
  );
