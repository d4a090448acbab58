import { z } from 'zod';

/** A mail template's name in the console's previews: lower-case words joined by hyphens. */
export const MailTemplateNameSchema = z
  .string()
  .regex(/^[a-z]+(-[a-z]+)*$/)
  .max(60);

export const MailPreviewParamsSchema = z.object({ name: MailTemplateNameSchema });

export const MailPreviewFrameQuerySchema = z.object({ ticket: z.string().max(200) });

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
  /**
   * The HTML as a page of its own, for the console's frame: a frame of the console would inherit its
   * policy, which refuses the mail's inline styles. Opens for a few minutes only.
   */
  frame_url: z.string(),
});
export type MailPreview = z.infer<typeof MailPreviewSchema>;

export const MailPreviewResponseSchema = z.object({
  success: z.literal(true),
  data: MailPreviewSchema,
});
