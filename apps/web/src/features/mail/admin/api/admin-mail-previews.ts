import type { MailPreviewListResponseSchema, MailPreviewResponseSchema } from '@scrivania/core/mail/schemas';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client.ts';

type ListResponse = z.infer<typeof MailPreviewListResponseSchema>;
type PreviewResponse = z.infer<typeof MailPreviewResponseSchema>;

/** GET admin/mail-previews: every mail template, by name. */
export const useMailTemplates = () =>
  useQuery({
    queryKey: ['admin', 'mail-previews'],
    queryFn: ({ signal }) => apiRequest<ListResponse>('admin/mail-previews', { auth: true, signal }),
    select: (answer) => answer.data,
    retry: false,
  });

/** GET admin/mail-previews/{name}: one template rendered with invented data. */
export const useMailPreview = (name: string | undefined) =>
  useQuery({
    queryKey: ['admin', 'mail-previews', name],
    queryFn: ({ signal }) =>
      apiRequest<PreviewResponse>(`admin/mail-previews/${encodeURIComponent(name ?? '')}`, {
        auth: true,
        signal,
      }),
    select: (answer) => answer.data,
    enabled: name !== undefined,
    retry: false,
  });
