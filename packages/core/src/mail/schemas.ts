import { z } from 'zod';

/** A mail template's name in the console's previews: lower-case words joined by hyphens. */
export const MailTemplateNameSchema = z
  .string()
  .regex(/^[a-z]+(-[a-z]+)*$/)
  .max(60);

export const MailPreviewParamsSchema = z.object({ name: MailTemplateNameSchema });

export const MailTemplateSchema = z.object({
  name: MailTemplateNameSchema,
  title: z.string(),
});
export type MailTemplate = z.infer<typeof MailTemplateSchema>;

export const MailPreviewListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(MailTemplateSchema),
});

export const MailPreviewSchema = MailTemplateSchema.extend({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** The METHOD of the calendar invitation the mail carries, when it carries one. */
  calendar_method: z.enum(['REQUEST', 'CANCEL']).nullable(),
});
export type MailPreview = z.infer<typeof MailPreviewSchema>;

export const MailPreviewResponseSchema = z.object({
  success: z.literal(true),
  data: MailPreviewSchema,
});
