import { onFirstUse } from './on-first-use.ts';

/**
 * xmlbuilder2 costs a process about 14 MB and a tenth of a second at start; only a process that issues
 * or reads an invoice, or writes a SEPA batch file, needs it (decision 063).
 */
export const xmlLibrary = onFirstUse(() => import('xmlbuilder2'));
