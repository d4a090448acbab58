import { type PaymentsMode, paymentsModes } from '@scrivania/core/domain';
import { z } from 'zod';
import { optionalText } from './config-fields.ts';

/**
 * The payment part of the configuration (decision 017). One explicit PAYMENTS_MODE: `sandbox` runs
 * the local sandboxes for what has no credentials and takes only providers' test credentials; `live`
 * offers only the methods that are configured, each completely, with live credentials, and no
 * sandbox at all. Anything half set stops start-up with one line naming the variable.
 */

export const paymentsEnvShape = {
  PAYMENTS_MODE: optionalText.pipe(z.enum(paymentsModes).optional()),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_CONNECT_WEBHOOK_SECRET: optionalText,
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  PAYPAL_ENVIRONMENT: optionalText.pipe(z.enum(paymentsModes).optional()),
  BANK_IBAN: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Z]{2}\d{2}[A-Z0-9 ]{10,34}$/, 'must be an IBAN')
      .optional(),
  ),
  BANK_HOLDER: optionalText,
};

type PaymentsEnv = z.infer<z.ZodObject<typeof paymentsEnvShape>> & {
  DATABASE_URL?: string | undefined;
  STRIPE_API_URL?: string | undefined;
  PAYPAL_API_URL?: string | undefined;
};

/** The account bank transfers go to, as the wire-transfer mail gives it. */
export interface BankAccount {
  iban: string;
  holder: string;
}

/** Shown in wire-transfer mails of the sandbox only; live mode never falls back to them. */
export const DEMO_BANK: BankAccount = {
  iban: 'IT60 X054 2811 1010 0000 0123 456',
  holder: 'Scrivania S.r.l.',
};

/** The methods the product offers and the credentials each one uses. */
export interface PaymentsConfig {
  mode: PaymentsMode;
  /** Stripe's API (test keys in sandbox mode); absent: the card sandbox, or no card payments in live mode. */
  stripe:
    | {
        secretKey: string;
        publishableKey: string;
        webhookSecret: string | undefined;
        /** Stripe signs the events of connected accounts (payouts) for their own endpoint, with its own secret. */
        connectWebhookSecret: string | undefined;
        apiUrl: string | undefined;
      }
    | undefined;
  /** PayPal's API (its own sandbox in sandbox mode); absent: the PayPal sandbox, or no PayPal in live mode. */
  paypal:
    | {
        clientId: string;
        clientSecret: string;
        environment: PaymentsMode;
        /** Local testing only: an HTTP server that answers the PayPal API instead of PayPal. */
        apiUrl: string | undefined;
      }
    | undefined;
  /** The account transfers go to; absent in live mode without bank details: no bank transfer. */
  bankTransfer: BankAccount | undefined;
}

type Problem = [variable: string, message: string];

/** Variables that come in pairs: one without the other is a mistake in any mode. */
const PAIRS: [string, string, string][] = [
  ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'card payments'],
  ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PayPal'],
  ['BANK_IBAN', 'BANK_HOLDER', 'bank transfer'],
];

const stripeKeyMode = (key: string): PaymentsMode | null =>
  /^(sk|rk|pk)_live_/.test(key) ? 'live' : /^(sk|rk|pk)_test_/.test(key) ? 'sandbox' : null;

const WEBHOOK_SECRETS = ['STRIPE_WEBHOOK_SECRET', 'STRIPE_CONNECT_WEBHOOK_SECRET'] as const;

function paymentsProblem(e: PaymentsEnv): Problem | null {
  const values = e as Record<string, string | undefined>;
  for (const [first, second, method] of PAIRS) {
    const missing = values[first] ? (values[second] ? null : second) : values[second] ? first : null;
    if (missing) return [missing, `is missing: ${first} and ${second} go together (${method})`];
  }
  for (const secret of WEBHOOK_SECRETS)
    if (values[secret] && !e.STRIPE_SECRET_KEY)
      return ['STRIPE_SECRET_KEY', `is missing: ${secret} is set without Stripe keys`];
  const configured = [...PAIRS.flat(), ...WEBHOOK_SECRETS].some((name) => values[name]);
  if (!e.PAYMENTS_MODE && (e.DATABASE_URL || configured))
    return [
      'PAYMENTS_MODE',
      'must be set to sandbox or live when DATABASE_URL or payment credentials are set',
    ];
  const mode = e.PAYMENTS_MODE ?? 'sandbox';
  for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'] as const) {
    const key = e[name];
    if (key && stripeKeyMode(key) !== mode)
      return [name, `must be a ${mode === 'live' ? 'live' : 'test'} key with PAYMENTS_MODE=${mode}`];
  }
  if (e.PAYPAL_CLIENT_ID && e.PAYPAL_ENVIRONMENT && e.PAYPAL_ENVIRONMENT !== mode)
    return ['PAYPAL_ENVIRONMENT', `must be ${mode} with PAYMENTS_MODE=${mode}`];
  if (mode === 'sandbox') return null;
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET)
    return ['STRIPE_WEBHOOK_SECRET', 'is missing: live card payments are confirmed by Stripe webhooks'];
  for (const name of ['STRIPE_API_URL', 'PAYPAL_API_URL'] as const) {
    if (e[name]) return [name, 'is for local testing only and cannot be set with PAYMENTS_MODE=live'];
  }
  if (!e.STRIPE_SECRET_KEY && !e.PAYPAL_CLIENT_ID && !e.BANK_IBAN)
    return [
      'PAYMENTS_MODE',
      'is live but no payment method is configured: set the Stripe keys, the PayPal client or BANK_IBAN and BANK_HOLDER',
    ];
  return null;
}

/** Adds the first payment problem as an issue on its variable (zod `superRefine`). */
export function checkPaymentsEnv(e: PaymentsEnv, ctx: z.RefinementCtx) {
  const problem = paymentsProblem(e);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem[0]], message: problem[1] });
}

/** The payment configuration of an environment that passed `checkPaymentsEnv`. */
export function paymentsConfigFrom(e: PaymentsEnv): PaymentsConfig {
  const mode = e.PAYMENTS_MODE ?? 'sandbox';
  const bank = e.BANK_IBAN && e.BANK_HOLDER ? { iban: e.BANK_IBAN, holder: e.BANK_HOLDER } : undefined;
  return {
    mode,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            connectWebhookSecret: e.STRIPE_CONNECT_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL,
          }
        : undefined,
    paypal:
      e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET
        ? {
            clientId: e.PAYPAL_CLIENT_ID,
            clientSecret: e.PAYPAL_CLIENT_SECRET,
            environment: mode,
            apiUrl: e.PAYPAL_API_URL,
          }
        : undefined,
    bankTransfer: mode === 'sandbox' ? (bank ?? DEMO_BANK) : bank,
  };
}
