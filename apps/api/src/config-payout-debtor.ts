import { isIban } from '@scrivania/core/italian-ids';
import { toSepaText } from '@scrivania/core/payouts/sepa-text';
import { z } from 'zod';

/**
 * The account the SEPA payout batches are paid from (decision 100): the platform's. The demo defaults
 * pass the IBAN check digits and the BIC's shape, so a fresh start writes a valid file; a real operator
 * sets all three. A wrong one stops start-up with one line naming it.
 */
export const DEMO_DEBTOR = {
  name: 'Scrivania S.r.l.',
  iban: 'IT60X0542811101000000123456',
  bic: 'BPMOIT22XXX',
} as const;

/** The ISO 9362 shape pain.001.001.03 takes (BICIdentifier). */
const BIC = /^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$/;

const compactUpper = (fallback: string) =>
  z
    .string()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase() || fallback)
    .default(fallback);

export const payoutDebtorEnvShape = {
  PAYOUT_DEBTOR_NAME: z
    .string()
    .trim()
    .transform((value) => value || DEMO_DEBTOR.name)
    .pipe(z.string().max(70, 'must be at most 70 characters'))
    .default(DEMO_DEBTOR.name),
  PAYOUT_DEBTOR_IBAN: compactUpper(DEMO_DEBTOR.iban).pipe(
    z.string().refine(isIban, 'must be an IBAN with valid check digits'),
  ),
  PAYOUT_DEBTOR_BIC: compactUpper(DEMO_DEBTOR.bic).pipe(
    z.string().regex(BIC, 'must be a BIC of 8 or 11 letters and digits (e.g. BPMOIT22XXX)'),
  ),
};

export interface PayoutDebtor {
  /** In the SEPA character set, as the file writes it. */
  name: string;
  iban: string;
  bic: string;
}

type DebtorEnv = z.infer<z.ZodObject<typeof payoutDebtorEnvShape>>;

export function payoutDebtorFrom(e: DebtorEnv): PayoutDebtor {
  return {
    name: toSepaText(e.PAYOUT_DEBTOR_NAME, 70),
    iban: e.PAYOUT_DEBTOR_IBAN,
    bic: e.PAYOUT_DEBTOR_BIC,
  };
}
