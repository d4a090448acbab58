import type { InvoiceKind } from '@scrivania/core/domain';
import type { AdminInvoiceListResponseSchema } from '@scrivania/core/invoicing/admin-invoice-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { filtersSearch } from '../../../../lib/admin-query.ts';
import { apiRequest } from '../../../../lib/api-client.ts';

type ListResponse = z.infer<typeof AdminInvoiceListResponseSchema>;

/** The list's filters as the screen keeps them in its address; empty ones are left out. */
export interface AdminInvoiceFilters {
  q?: string;
  year?: number;
  month?: number;
  kind?: InvoiceKind;
  page: number;
}

export const adminInvoicesSearch = (filters: AdminInvoiceFilters) => filtersSearch(filters);

/** GET admin/invoices: newest first, filtered. */
export const useAdminInvoices = (filters: AdminInvoiceFilters) =>
  useQuery({
    queryKey: ['admin', 'invoices', 'list', filters],
    queryFn: ({ signal }) =>
      apiRequest<ListResponse>(`admin/invoices?${adminInvoicesSearch(filters)}`, { auth: true, signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
    retry: false,
  });

/** GET admin/invoices/export: the path of a month's ZIP, downloaded with the session. */
export const invoiceExportPath = (year: number, month: number) =>
  `admin/invoices/export?year=${year}&month=${month}`;
