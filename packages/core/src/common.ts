import { z } from 'zod';
import { isCalendarDate } from './dates.ts';
import { isIban } from './italian-ids.ts';

/** The one error shape of the API; `errors` holds field messages on 400. */
export const ErrorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const SeoDataSchema = z.object({
  page_title: z.string(),
  meta_desc: z.string(),
  keywords: z.string(),
});
export type SeoData = z.infer<typeof SeoDataSchema>;

const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A day of the calendar written 'YYYY-MM-DD'; `message` is the error for anything else. */
export function isoDateSchema(message?: string) {
  return z.string().regex(ISO_DATE_PATTERN, message).refine(isCalendarDate, message);
}

/** The one schema of a date in the API and its forms (SPEC: dates are 'YYYY-MM-DD'). */
export const IsoDateSchema = isoDateSchema();

/** An IBAN valid by its check digits, kept compact and upper case; `message` for anything else. */
export function ibanSchema(message: string) {
  return z
    .string({ error: message })
    .max(64, { error: message })
    .refine(isIban, { error: message })
    .transform((value) => value.replace(/\s+/g, '').toUpperCase());
}

/** Ids in paths arrive as text; anything but a positive integer is a 404, not a crash. */
export const IdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * A whole number written in a path with digits only. `z.coerce.number()` would also take '1e3',
 * '0x1F' or ' 7' as numbers; a path segment that is not plain digits names no resource.
 */
export function pathInteger(min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

/** Like `IdParamSchema`, but only plain digits: '1e3', '0x1F', '-1' and ' 7' are all 404. */
export const PathIdParamSchema = z.object({ id: pathInteger(1, 2_147_483_647) });

export const MessageResponseSchema = z.object({ success: z.boolean(), message: z.string() });

export function successData<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}
