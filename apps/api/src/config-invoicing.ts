import { isCodiceFiscale, isPartitaIva } from '@scrivania/core/italian-ids';
import { z } from 'zod';

/**
 * The issuer of the e-invoices (CedentePrestatore): the operator of the site. Every value has a demo
 * default that passes the check-digit rules, so a fresh start issues valid documents; a real operator
 * sets all of them. A wrong one stops start-up with one line naming it.
 */

/** The FatturaPA 1.2.2 tax regimes (RegimeFiscaleType). */
const REGIMES = [
  'RF01',
  'RF02',
  'RF04',
  'RF05',
  'RF06',
  'RF07',
  'RF08',
  'RF09',
  'RF10',
  'RF11',
  'RF12',
  'RF13',
  'RF14',
  'RF15',
  'RF16',
  'RF17',
  'RF18',
  'RF19',
] as const;

/** Latin-1 text of at most `max` characters, as the schema's String…LatinType fields take it. */
const latinText = (max: number, fallback: string) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? fallback : value))
    .pipe(
      z
        .string()
        .max(max, `must be at most ${max} characters`)
        .regex(/^[\u0020-\u007e\u00a0-\u00ff]+$/, 'must be written in Latin-1 letters'),
    )
    .default(fallback);

const upperText = (fallback: string) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? fallback : value.toUpperCase()))
    .default(fallback);

export const DEMO_ISSUER = {
  name: 'Scrivania S.r.l.',
  vat: '12345678903',
  taxCode: '12345678903',
  address: 'Via Dante 7',
  zip: '20121',
  city: 'Milano',
  province: 'MI',
  regime: 'RF01',
} as const;

export const invoiceIssuerEnvShape = {
  INVOICE_ISSUER_NAME: latinText(80, DEMO_ISSUER.name),
  INVOICE_ISSUER_VAT: upperText(DEMO_ISSUER.vat)
    .transform((value) => value.replace(/^IT/, ''))
    .pipe(z.string().refine(isPartitaIva, 'must be a partita IVA: 11 digits with a valid check digit')),
  INVOICE_ISSUER_TAX_CODE: upperText(DEMO_ISSUER.taxCode).pipe(
    z
      .string()
      .refine(
        (value) => isPartitaIva(value) || isCodiceFiscale(value),
        'must be a codice fiscale (16 characters) or a partita IVA (11 digits) with a valid check character',
      ),
  ),
  INVOICE_ISSUER_ADDRESS: latinText(60, DEMO_ISSUER.address),
  INVOICE_ISSUER_ZIP: upperText(DEMO_ISSUER.zip).pipe(
    z.string().regex(/^\d{5}$/, 'must be a CAP of 5 digits'),
  ),
  INVOICE_ISSUER_CITY: latinText(60, DEMO_ISSUER.city),
  INVOICE_ISSUER_PROVINCE: upperText(DEMO_ISSUER.province).pipe(
    z.string().regex(/^[A-Z]{2}$/, 'must be the two-letter province code (MI, RM…)'),
  ),
  INVOICE_ISSUER_REGIME: upperText(DEMO_ISSUER.regime).pipe(
    z.enum(REGIMES, { error: `must be a FatturaPA tax regime (${REGIMES[0]} to ${REGIMES.at(-1)})` }),
  ),
};

export interface InvoiceIssuer {
  name: string;
  /** Partita IVA, 11 digits, without the country prefix. */
  vat: string;
  taxCode: string;
  address: string;
  zip: string;
  city: string;
  province: string;
  regime: (typeof REGIMES)[number];
}

type IssuerEnv = z.infer<z.ZodObject<typeof invoiceIssuerEnvShape>>;

export function invoiceIssuerFrom(e: IssuerEnv): InvoiceIssuer {
  return {
    name: e.INVOICE_ISSUER_NAME,
    vat: e.INVOICE_ISSUER_VAT,
    taxCode: e.INVOICE_ISSUER_TAX_CODE,
    address: e.INVOICE_ISSUER_ADDRESS,
    zip: e.INVOICE_ISSUER_ZIP,
    city: e.INVOICE_ISSUER_CITY,
    province: e.INVOICE_ISSUER_PROVINCE,
    regime: e.INVOICE_ISSUER_REGIME,
  };
}
