import { z } from 'zod';
import { pathInteger } from '../common.ts';

/**
 * Which of a booking's credit notes a download asks for: `n`, counted from 1 in the order they were
 * issued (one per successful refund); without it, the newest, as the address always answered.
 */
export const CreditNoteQuerySchema = z.object({
  n: pathInteger(1, 10_000)
    .optional()
    .meta({ description: 'La nota di credito n-esima, dalla prima emessa (1); senza, la più recente.' }),
});

/** The credit note `n` names among those issued, oldest first; the newest without `n`. */
export function chosenCreditNote<T>(notes: readonly T[], n: number | undefined): T | undefined {
  return n === undefined ? notes.at(-1) : notes[n - 1];
}
