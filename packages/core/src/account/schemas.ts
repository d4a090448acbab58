import { z } from 'zod';
import { ibanSchema, isoDateSchema } from '../common.ts';
import { genders, registrationRoles, userRoles } from '../domain.ts';
import { accountMessages } from './messages.it.ts';

const text = z.string().nullable();

/** The profile as GET profile answers it (SPEC section 3). */
export const ProfileSchema = z.object({
  _id: z.number().int(),
  name: z.string(),
  avatar: text,
  cover_img: text,
  email: z.string(),
  /** Which areas the account opens: the host back-office for hosts, the operator console for admins. */
  role: z.enum(userRoles),
  /** Whether the owner has opened a verification link mailed to `email`. */
  email_verified: z.boolean(),
  /** A new address waiting for its mailed link to be opened before it replaces `email`. */
  pending_email: text,
  /** False for an account made by a social sign-in that never set a password. */
  has_password: z.boolean(),
  mobile_no: text,
  dob: text,
  status: z.string(),
  gender: text,
  address: text,
  desc: text,
  account_holder_name: text,
  bank_name: text,
  bank_account_no: text,
  ifsc_code: text,
  upi_id: text,
  swift_code: text,
  bank_address: text,
  /** Where a bank transfer's refunds go; the cancellation dialog asks for it only while it is empty. */
  iban: text,
  visitor: z.object({
    company_name: text,
    company_contact_no: text,
    gst_no: text,
    vat_no: text,
    sdi: text,
    pec: text,
    company_address: text,
  }),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const ProfileResponseSchema = z.object({ success: z.literal(true), data: ProfileSchema });
export type ProfileResponse = z.infer<typeof ProfileResponseSchema>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;

/** A rule of a form: broken when `broken` holds, reported on `field` with `message`. */
type Rule = readonly [broken: boolean, field: string, message: string];
interface IssueSink {
  addIssue(issue: { code: 'custom'; message: string; path: string[]; params: typeof ONE_MESSAGE }): void;
}
/** Marks a refusal that is one message about the whole form: the API answers it without a field map. */
const ONE_MESSAGE = { oneMessage: true } as const;

/**
 * Reports the first broken rule only, on its field: the API has always answered one message per
 * mistake, in this order, and the form shows that same line before asking the server.
 */
function firstBroken(rules: readonly Rule[], ctx: IssueSink) {
  const broken = rules.find(([isBroken]) => isBroken);
  if (broken) ctx.addIssue({ code: 'custom', message: broken[2], path: [broken[1]], params: ONE_MESSAGE });
}

const firstEmpty = (values: Record<string, string>) =>
  Object.keys(values).find((field) => !values[field]) ?? '';

const RegisterFieldsSchema = z.object({
  username: z.string().trim().max(60),
  name: z.string().trim().max(120),
  email: z.string().trim().max(254),
  password: z.string().max(MAX_PASSWORD_LENGTH),
  assign_role: z.enum(registrationRoles),
});

function registrationRules(body: z.output<typeof RegisterFieldsSchema>): Rule[] {
  const text = accountMessages[body.assign_role];
  const { username, name, email, password } = body;
  const empty = firstEmpty({ username, name, email, password });
  return [
    [empty !== '', empty, text.required],
    [!isEmail(email), 'email', text.emailInvalid],
    [password.length < MIN_PASSWORD_LENGTH, 'password', text.passwordTooShort],
  ];
}

/** POST register: the role decides the language of every message (SPEC section 5). */
export const RegisterBodySchema = RegisterFieldsSchema.superRefine((body, ctx) => {
  firstBroken(registrationRules(body), ctx);
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/** The registration form: the body and the terms box, which only the form asks for. */
export const RegisterFormSchema = RegisterFieldsSchema.extend({ terms: z.boolean() }).superRefine(
  (form, ctx) => {
    const text = accountMessages[form.assign_role];
    firstBroken([...registrationRules(form), [!form.terms, 'terms', text.termsRequired]], ctx);
  },
);
export type RegisterFormValues = z.infer<typeof RegisterFormSchema>;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export const LoginBodySchema = z
  .object({
    email: z.string().trim().max(254),
    password: z.string().max(MAX_PASSWORD_LENGTH),
  })
  .superRefine(({ email, password }, ctx) => {
    const empty = firstEmpty({ email, password });
    firstBroken(
      [
        [empty !== '', empty, accountMessages.loginRequired],
        [!isEmail(email), 'email', accountMessages.loginEmailInvalid],
      ],
      ctx,
    );
  });
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const LoginResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  message: z.string(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** A refused login: `error` is set so the screen shows the server's message. */
export const LoginRefusedSchema = z.object({
  success: z.literal(false),
  error: z.literal(true),
  message: z.string(),
});

export const ForgotPasswordBodySchema = z.object({
  email: z.string().trim().max(254).refine(isEmail, accountMessages.loginEmailInvalid),
});
export const ResetPasswordQuerySchema = z.object({ token: z.string().max(200).default('') });
export const ResetPasswordBodySchema = z
  .object({
    password: z.string().max(MAX_PASSWORD_LENGTH),
    password_confirmation: z.string().max(MAX_PASSWORD_LENGTH),
  })
  .superRefine(({ password, password_confirmation: confirmation }, ctx) => {
    const empty = firstEmpty({ password, password_confirmation: confirmation });
    firstBroken(
      [
        [empty !== '', empty, accountMessages.resetRequired],
        [password !== confirmation, 'password_confirmation', accountMessages.resetMismatch],
        [password.length < MIN_PASSWORD_LENGTH, 'password', accountMessages.passwordTooShort],
      ],
      ctx,
    );
  });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;
/**
 * The current password is checked by the server, counted like a login, so its absence too. The new
 * one has no length rule (SPEC section 5, decision 069), only a match and not being empty.
 */
export const ChangePasswordBodySchema = z
  .object({
    current_password: z.string().max(MAX_PASSWORD_LENGTH).default(''),
    new_password: z.string().max(MAX_PASSWORD_LENGTH),
    confirm_password: z.string().max(MAX_PASSWORD_LENGTH),
  })
  .superRefine(({ new_password: password, confirm_password: confirmation }, ctx) => {
    firstBroken(
      [
        [password !== confirmation, 'confirm_password', accountMessages.changeMismatch],
        [password === '', 'new_password', accountMessages.changeRequired],
      ],
      ctx,
    );
  });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** The newest birth date the profile form accepts (SPEC section 5, a fixed value). */
export const MAX_DOB = '2023-07-25';
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const optionalField = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value ? value : null));
const exactLength = (length: number, message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || value.length === length, message);

/** POST profile/update text fields (multipart), with the rules of SPEC section 5. */
export const ProfileUpdateSchema = z.object({
  name: z.string().trim().min(1, 'Il nome è obbligatorio.').max(120),
  email: z.string().trim().max(254).refine(isEmail, 'Si prega di inserire un indirizzo email valido.'),
  mobile_no: z.string().trim().length(10, 'Il numero di cellulare deve avere 10 caratteri.'),
  dob: isoDateSchema('La data di nascita non è valida.').refine(
    (value) => value <= MAX_DOB,
    `La data di nascita non può essere successiva al ${MAX_DOB}.`,
  ),
  gender: z.enum(genders, { error: 'Seleziona il genere.' }),
  address: optionalField(300),
  desc: optionalField(2000),
  account_holder_name: optionalField(120),
  bank_name: optionalField(120),
  bank_account_no: optionalField(40),
  ifsc_code: optionalField(20),
  upi_id: optionalField(60),
  swift_code: optionalField(20),
  bank_address: optionalField(300),
  /** Empty clears it. */
  iban: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(ibanSchema(accountMessages.ibanInvalid).optional())
    .transform((value) => value ?? null),
  company_name: optionalField(200),
  company_contact_no: exactLength(10, 'Il telefono aziendale deve avere 10 caratteri.'),
  gst_no: exactLength(15, 'Il codice fiscale deve avere 15 caratteri.'),
  vat_no: exactLength(13, 'La partita IVA deve avere 13 caratteri.'),
  sdi: optionalField(7),
  pec: optionalField(254),
  company_address: optionalField(300),
  /** Needed only when `email`, the IBAN or a bank field changes. */
  current_password: z.string().max(MAX_PASSWORD_LENGTH).optional(),
});
export type ProfileUpdate = z.output<typeof ProfileUpdateSchema>;

export const SOCIAL_PROVIDERS = ['google', 'linkedin', 'twitter'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
/** Why a social login came back to the login page (query parameter `social_error`). */
export const SOCIAL_ERRORS = ['notConfigured', 'failed', 'noVerifiedEmail', 'codeInvalid'] as const;
export type SocialError = (typeof SOCIAL_ERRORS)[number];

export const SocialProvidersResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(z.enum(SOCIAL_PROVIDERS)),
});
/** A session handed to the browser: by a one-time code's exchange or by a social link (SPEC section 3). */
export const SocialLoginResponseSchema = z.object({
  access_token: z.string(),
  user: ProfileSchema,
});
export type SocialLoginResponse = z.infer<typeof SocialLoginResponseSchema>;
