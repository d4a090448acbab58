import { z } from 'zod';
import { ConsolePageSchema, consolePageOf } from '../audit/schemas.ts';
import { contactTopics } from '../domain.ts';
import { contentMessages } from './messages.it.ts';

const m = contentMessages.adminContact;

export const contactRequestStatuses = ['open', 'handled'] as const;
export type ContactRequestStatus = (typeof contactRequestStatuses)[number];

/** GET /admin/contact-requests: open ones (newest first) unless `status=handled` (latest handled first). */
export const AdminContactListQuerySchema = z.object({
  status: z.enum(contactRequestStatuses, { error: m.statusInvalid }).default('open'),
  page: ConsolePageSchema,
});
export type AdminContactListQuery = z.output<typeof AdminContactListQuerySchema>;

export const AdminContactRequestSchema = z.object({
  _id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string(),
  topic: z.enum(contactTopics),
  offers_and_communications: z.boolean(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
});
export type AdminContactRequest = z.infer<typeof AdminContactRequestSchema>;

export const AdminContactListResponseSchema = z.object({
  success: z.literal(true),
  data: consolePageOf(AdminContactRequestSchema),
});
export const AdminContactResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: AdminContactRequestSchema,
});
