import { z } from 'zod';
import { ConsolePageSchema, consolePageOf } from '../audit/schemas.ts';
import { taxTypes } from '../domain.ts';
import { percentSchema } from '../percent.ts';
import { bookingMessages } from './messages.it.ts';

const m = bookingMessages.admin.taxes;

const taxFields = {
  tax_type: z.enum(taxTypes, { error: m.typeInvalid }),
  label: z
    .string({ error: m.labelInvalid })
    .trim()
    .min(1, { error: m.labelInvalid })
    .max(60, { error: m.labelInvalid }),
  /** Percent with at most two decimals (22, 4.5); stored exactly as hundredths of a percent. */
  tax_percent: percentSchema(100, m.percentInvalid),
  active: z.boolean({ error: m.activeInvalid }),
};

/** POST /admin/taxes; a new tax applies to checkouts from now on unless created inactive. */
export const AdminTaxBodySchema = z.object({ ...taxFields, active: taxFields.active.default(true) });
export type AdminTaxBody = z.output<typeof AdminTaxBodySchema>;
export type AdminTaxInput = z.input<typeof AdminTaxBodySchema>;

/** PATCH /admin/taxes/{id}: any of the fields; `active: false` ends the tax. */
export const AdminTaxPatchSchema = z.object(taxFields).partial();
export type AdminTaxPatch = z.output<typeof AdminTaxPatchSchema>;

export const AdminTaxListQuerySchema = z.object({ page: ConsolePageSchema });

export const AdminTaxSchema = z.object({
  _id: z.number().int(),
  tax_type: z.enum(taxTypes),
  label: z.string(),
  tax_percent: z.number(),
  active: z.boolean(),
});
export type AdminTax = z.infer<typeof AdminTaxSchema>;

export const AdminTaxListResponseSchema = z.object({
  success: z.literal(true),
  data: consolePageOf(AdminTaxSchema),
});
export const AdminTaxResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: AdminTaxSchema,
});
