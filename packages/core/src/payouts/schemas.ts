import { z } from 'zod';
import { isoDateSchema } from '../common.ts';
import { todayInRome } from '../dates.ts';
import {
  type PayoutStatus,
  payoutAccountStatuses,
  payoutHoldReasons,
  payoutKinds,
  payoutLegalTypes,
  payoutMethods,
  payoutStatuses,
} from '../domain.ts';
import { isCodiceFiscale, isIban, isPartitaIva } from '../italian-ids.ts';
import { percentSchema } from '../percent.ts';
import { MAX_COMMISSION_BASIS_POINTS } from './commission.ts';
import { payoutMessages } from './messages.it.ts';

const c = payoutMessages.commission;
const p = payoutMessages.profile;
const st = payoutMessages.statement;

/** GET/PUT /admin/settings/commission: a percent from 0 to 50 with at most two decimals. */
export const CommissionSettingsSchema = z.object({
  commission_percent: percentSchema(MAX_COMMISSION_BASIS_POINTS / 100, c.percentInvalid),
});
export type CommissionSettings = z.infer<typeof CommissionSettingsSchema>;
export const CommissionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ commission_percent: z.number() }),
});

/** Text that may be left out: trimmed, empty and null mean absent. */
const optionalText = (max: number) =>
  z
    .string({ error: p.tooLong })
    .trim()
    .max(max, { error: p.tooLong })
    .nullish()
    .transform((value) => value || null);
const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: p.tooLong });
/** Identifiers are compared and stored without spaces, in capitals. */
const compactCode = (max: number) =>
  z
    .string({ error: p.tooLong })
    .max(max, { error: p.tooLong })
    .nullish()
    .transform((value) => value?.replace(/[\s.-]+/g, '').toUpperCase() || null);

const ITALY = 'IT';

/**
 * PUT /host/payout-profile: who the host is to the tax office (DAC7) and where payouts go. The check
 * digits of the codice fiscale and partita IVA apply to Italian hosts; the IBAN's to everyone.
 * `current_password` is asked when the IBAN changes (decision 075), by the server.
 */
export const PayoutProfileBodySchema = z
  .object({
    legal_type: z.enum(payoutLegalTypes, { error: p.legalTypeInvalid }),
    first_name: optionalText(70),
    last_name: optionalText(70),
    company_name: optionalText(100),
    tax_code: compactCode(20),
    vat_number: compactCode(16).transform((value) => value?.replace(/^IT(?=\d{11}$)/, '') ?? null),
    birth_date: z
      .union([isoDateSchema(p.birthDateInvalid), z.literal(''), z.null()], { error: p.birthDateInvalid })
      .optional()
      .transform((value) => value || null),
    address: requiredText(p.addressRequired, 100),
    zip: requiredText(p.zipInvalid, 10),
    city: requiredText(p.cityRequired, 60),
    province: requiredText(p.provinceInvalid, 40),
    country: z
      .string({ error: p.countryInvalid })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { error: p.countryInvalid })
      .default(ITALY),
    iban: z
      .string({ error: p.ibanInvalid })
      .max(64, { error: p.ibanInvalid })
      .refine(isIban, { error: p.ibanInvalid })
      .transform((value) => value.replace(/\s+/g, '').toUpperCase()),
    account_holder: requiredText(p.accountHolderRequired, 70),
    current_password: z.string().max(200).optional(),
  })
  .superRefine((body, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const italian = body.country === ITALY;
    if (body.legal_type === 'individual') {
      if (!body.first_name) issue('first_name', p.firstNameRequired);
      if (!body.last_name) issue('last_name', p.lastNameRequired);
      if (!body.birth_date) issue('birth_date', p.birthDateRequired);
      else if (body.birth_date < '1900-01-01' || body.birth_date >= todayInRome())
        issue('birth_date', p.birthDateInvalid);
    } else {
      if (!body.company_name) issue('company_name', p.companyNameRequired);
      if (!body.vat_number) issue('vat_number', p.vatNumberRequired);
    }
    // A company's codice fiscale is its 11 digits; a person's (a sole trader's too) the 16 characters.
    const taxCode = body.tax_code ?? '';
    if (italian) {
      const valid = isCodiceFiscale(taxCode) || (body.legal_type === 'company' && isPartitaIva(taxCode));
      if (!valid) issue('tax_code', p.taxCodeInvalid);
      if (body.vat_number && !isPartitaIva(body.vat_number)) issue('vat_number', p.vatNumberInvalid);
      if (!/^\d{5}$/.test(body.zip)) issue('zip', p.zipInvalid);
      if (!/^[A-Za-z]{2}$/.test(body.province)) issue('province', p.provinceInvalid);
    } else {
      if (!/^[A-Z0-9]{4,20}$/.test(taxCode)) issue('tax_code', p.foreignTaxCodeInvalid);
      if (body.vat_number && !/^[A-Z0-9]{4,14}$/.test(body.vat_number))
        issue('vat_number', p.foreignVatNumberInvalid);
      if (!/^[A-Za-z0-9 -]{2,10}$/.test(body.zip)) issue('zip', p.foreignZipInvalid);
    }
  })
  .transform((body) => ({
    ...body,
    tax_code: body.tax_code ?? '',
    province: body.country === ITALY ? body.province.toUpperCase() : body.province,
  }));
export type PayoutProfileBody = z.output<typeof PayoutProfileBodySchema>;
export type PayoutProfileInput = z.input<typeof PayoutProfileBodySchema>;

/** The fields of a profile the history names when they change. */
export const payoutProfileFields = [
  'legal_type',
  'first_name',
  'last_name',
  'company_name',
  'tax_code',
  'vat_number',
  'birth_date',
  'address',
  'zip',
  'city',
  'province',
  'country',
  'iban',
  'account_holder',
] as const;
export type PayoutProfileField = (typeof payoutProfileFields)[number];

export const PayoutProfileSchema = z.object({
  legal_type: z.enum(payoutLegalTypes),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  company_name: z.string().nullable(),
  tax_code: z.string(),
  vat_number: z.string().nullable(),
  birth_date: z.string().nullable(),
  address: z.string(),
  zip: z.string(),
  city: z.string(),
  province: z.string(),
  country: z.string(),
  iban: z.string(),
  account_holder: z.string(),
  updated_at: z.string(),
});
export type PayoutProfile = z.infer<typeof PayoutProfileSchema>;

/** A change of the profile as its history keeps it: when, by whom, which fields (DAC7). */
export const PayoutProfileChangeSchema = z.object({
  at: z.string(),
  changed_by: z.number().int().nullable(),
  fields: z.array(z.enum(payoutProfileFields)),
});

export const PayoutProfileResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    /** Null until the host saves one; payouts wait until then. */
    profile: PayoutProfileSchema.nullable(),
    complete: z.boolean(),
    history: z.array(PayoutProfileChangeSchema),
  }),
});
export type PayoutProfileResponse = z.infer<typeof PayoutProfileResponseSchema>;

export const PayoutAccountSchema = z.object({
  status: z.enum(payoutAccountStatuses),
  payouts_enabled: z.boolean(),
  /** What Stripe still asks of the host (its requirement names); empty when nothing is missing. */
  requirements: z.array(z.string()),
  /** `stripe`: a Stripe Connect Express account; `sandbox`: the page on this site that stands for it. */
  mode: z.enum(['stripe', 'sandbox']),
});
export type PayoutAccount = z.infer<typeof PayoutAccountSchema>;
export const PayoutAccountResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: PayoutAccountSchema,
});
export const OnboardingLinkResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Single-use and short-lived, as Stripe's account links: ask for a fresh one each time. */
  data: z.object({ url: z.string() }),
});

export const PayoutSchema = z.object({
  _id: z.number().int(),
  /** `booking`: the booking's own payout; `adjustment`: a correction after it left (a later refund). */
  kind: z.enum(payoutKinds),
  booking_id: z.number().int(),
  booking_no: z.string(),
  gross_cents: z.number().int(),
  commission_cents: z.number().int(),
  net_cents: z.number().int(),
  commission_percent: z.number(),
  due_on: z.string(),
  status: z.enum(payoutStatuses),
  method: z.enum(payoutMethods),
  paid_at: z.string().nullable(),
  /** Why a due payout waits, when it does. */
  hold_reason: z.enum(payoutHoldReasons).nullable(),
  /** What the provider answered when the payout was refused; only on a failed line. */
  failure_message: z.string().nullable(),
});
export type Payout = z.infer<typeof PayoutSchema>;

export const HOST_PAYOUTS_PAGE_SIZE = 50;

export const payoutGroups = ['upcoming', 'paid', 'failed'] as const;
export type PayoutGroup = (typeof payoutGroups)[number];
export const payoutGroupStatuses: Record<PayoutGroup, readonly PayoutStatus[]> = {
  upcoming: ['scheduled', 'due', 'in_batch'],
  paid: ['paid'],
  failed: ['failed'],
};

/** A calendar month, 'YYYY-MM': the lines of a statement are those due in it. */
export const PayoutMonthSchema = z
  .string({ error: st.monthInvalid })
  .regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/, { error: st.monthInvalid });

export const HostPayoutsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  status: z.enum(payoutStatuses).optional(),
  /** The screen's sections: not yet paid (scheduled, due, in a bank transfer), paid, failed. */
  group: z.enum(payoutGroups).optional(),
  /** Only the lines due in this month, as the month's statement has them. */
  month: PayoutMonthSchema.optional(),
});

export const payoutStatementFormats = ['csv', 'pdf'] as const;
export type PayoutStatementFormat = (typeof payoutStatementFormats)[number];
export const PayoutStatementQuerySchema = z.object({
  month: PayoutMonthSchema,
  format: z.enum(payoutStatementFormats, { error: st.formatInvalid }),
});

/** GET /host/payouts/summary: what the dashboard says of payouts, and what the host must still do. */
export const PayoutSummarySchema = z.object({
  /** The earliest due day of the lines not yet paid, and their sum that day; null when none waits. */
  next_payout: z
    .object({ due_on: z.string(), net_cents: z.number().int(), lines: z.number().int() })
    .nullable(),
  upcoming_net_cents: z.number().int(),
  paid_net_cents: z.number().int(),
  profile_complete: z.boolean(),
  /** The card payout account's status; null where card payouts do not exist (SEPA only). */
  account_status: z.enum(payoutAccountStatuses).nullable(),
});
export type PayoutSummary = z.infer<typeof PayoutSummarySchema>;
export const PayoutSummaryResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: PayoutSummarySchema,
});
export type PayoutSummaryResponse = z.infer<typeof PayoutSummaryResponseSchema>;
export const HostPayoutsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    payouts: z.array(PayoutSchema),
    page: z.number().int(),
    per_page: z.number().int(),
    has_more: z.boolean(),
  }),
});
export type HostPayoutsResponse = z.infer<typeof HostPayoutsResponseSchema>;
