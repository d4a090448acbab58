import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'scrivania-payments-config-'));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...env });

const STRIPE_LIVE = {
  STRIPE_SECRET_KEY: 'sk_live_51Habc',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_51Habc',
  STRIPE_WEBHOOK_SECRET: 'whsec_live',
};
const STRIPE_TEST = { STRIPE_SECRET_KEY: 'sk_test_51Habc', STRIPE_PUBLISHABLE_KEY: 'pk_test_51Habc' };
const PAYPAL = { PAYPAL_CLIENT_ID: 'client-id', PAYPAL_CLIENT_SECRET: 'client-secret' };
const BANK = { BANK_IBAN: 'IT02 A030 6909 6061 0000 0012 345', BANK_HOLDER: 'Scrivania Italia S.r.l.' };

/** The one line start-up stops with. */
function refusal(env: Record<string, string>): string {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('PAYMENTS_MODE', () => {
  it('defaults to sandbox only on the embedded database with nothing of payments configured', () => {
    const { payments } = load({});
    expect(payments).toMatchObject({ mode: 'sandbox', stripe: undefined, paypal: undefined });
    expect(payments.bankTransfer).toEqual({
      iban: 'IT60 X054 2811 1010 0000 0123 456',
      holder: 'Scrivania S.r.l.',
    });
  });

  it.each([
    ['DATABASE_URL', { DATABASE_URL: 'postgres://u@db:5432/app' }],
    ['Stripe keys', STRIPE_TEST],
    ['PayPal credentials', PAYPAL],
    ['bank details', BANK],
  ])('must be chosen when %s are set: the server does not guess', (_what, env) => {
    expect(refusal(env)).toBe(
      'Invalid configuration: PAYMENTS_MODE must be set to sandbox or live when DATABASE_URL or payment credentials are set',
    );
  });

  it('refuses any other value', () => {
    expect(refusal({ PAYMENTS_MODE: 'production' })).toMatch(/^Invalid configuration: PAYMENTS_MODE /);
  });
});

describe('a half-set key pair', () => {
  it.each(['sandbox', 'live'])('stops start-up in %s mode, naming what is missing', (mode) => {
    const base = { PAYMENTS_MODE: mode, ...BANK };
    expect(refusal({ ...base, STRIPE_SECRET_KEY: 'sk_test_x' })).toBe(
      'Invalid configuration: STRIPE_PUBLISHABLE_KEY is missing: STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY go together (card payments)',
    );
    expect(refusal({ ...base, STRIPE_PUBLISHABLE_KEY: 'pk_live_x' })).toMatch(
      /: STRIPE_SECRET_KEY is missing/,
    );
    expect(refusal({ ...base, PAYPAL_CLIENT_SECRET: 'secret' })).toMatch(/: PAYPAL_CLIENT_ID is missing/);
    expect(refusal({ ...base, PAYPAL_CLIENT_ID: 'id' })).toMatch(/: PAYPAL_CLIENT_SECRET is missing/);
    expect(refusal({ ...base, STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toMatch(/: STRIPE_SECRET_KEY is missing/);
    expect(refusal({ PAYMENTS_MODE: mode, BANK_IBAN: BANK.BANK_IBAN })).toMatch(/: BANK_HOLDER is missing/);
  });
});

describe('sandbox mode', () => {
  it('takes test credentials only, so nothing real is charged under a Modalità di prova label', () => {
    expect(refusal({ PAYMENTS_MODE: 'sandbox', ...STRIPE_LIVE })).toBe(
      'Invalid configuration: STRIPE_SECRET_KEY must be a test key with PAYMENTS_MODE=sandbox',
    );
    expect(refusal({ PAYMENTS_MODE: 'sandbox', ...PAYPAL, PAYPAL_ENVIRONMENT: 'live' })).toBe(
      'Invalid configuration: PAYPAL_ENVIRONMENT must be sandbox with PAYMENTS_MODE=sandbox',
    );
    const { payments } = load({ PAYMENTS_MODE: 'sandbox', ...STRIPE_TEST, ...PAYPAL });
    expect(payments.stripe?.publishableKey).toBe('pk_test_51Habc');
    expect(payments.paypal?.environment).toBe('sandbox');
  });
});

describe('live mode', () => {
  it('offers exactly the methods configured, each with complete live credentials', () => {
    const all = load({ PAYMENTS_MODE: 'live', ...STRIPE_LIVE, ...PAYPAL, ...BANK }).payments;
    expect(all).toMatchObject({
      mode: 'live',
      stripe: { webhookSecret: 'whsec_live' },
      paypal: { environment: 'live' },
      bankTransfer: { iban: BANK.BANK_IBAN, holder: BANK.BANK_HOLDER },
    });
    const bankOnly = load({ PAYMENTS_MODE: 'live', ...BANK }).payments;
    expect(bankOnly).toMatchObject({ stripe: undefined, paypal: undefined });
    // The demo IBAN is never used in live mode: without bank details there is no bank transfer.
    expect(load({ PAYMENTS_MODE: 'live', ...PAYPAL }).payments.bankTransfer).toBeUndefined();
  });

  it.each([
    [
      { ...STRIPE_LIVE, STRIPE_WEBHOOK_SECRET: '' },
      'STRIPE_WEBHOOK_SECRET is missing: live card payments are confirmed by Stripe webhooks',
    ],
    [
      { ...STRIPE_TEST, STRIPE_WEBHOOK_SECRET: 'whsec_x' },
      'STRIPE_SECRET_KEY must be a live key with PAYMENTS_MODE=live',
    ],
    [
      { ...STRIPE_LIVE, STRIPE_PUBLISHABLE_KEY: 'pk_test_x' },
      'STRIPE_PUBLISHABLE_KEY must be a live key with PAYMENTS_MODE=live',
    ],
    [{ ...PAYPAL, PAYPAL_ENVIRONMENT: 'sandbox' }, 'PAYPAL_ENVIRONMENT must be live with PAYMENTS_MODE=live'],
    [
      { ...STRIPE_LIVE, STRIPE_API_URL: 'http://127.0.0.1:9999' },
      'STRIPE_API_URL is for local testing only and cannot be set with PAYMENTS_MODE=live',
    ],
    [
      { ...PAYPAL, PAYPAL_API_URL: 'http://127.0.0.1:9999' },
      'PAYPAL_API_URL is for local testing only and cannot be set with PAYMENTS_MODE=live',
    ],
    [
      {},
      'PAYMENTS_MODE is live but no payment method is configured: set the Stripe keys, the PayPal client or BANK_IBAN and BANK_HOLDER',
    ],
  ])('refuses to start with one line naming what is missing or wrong (%#)', (env, line) => {
    const message = refusal({ PAYMENTS_MODE: 'live', ...env });
    expect(message).toBe(`Invalid configuration: ${line}`);
    expect(message).not.toContain('\n');
  });
});
