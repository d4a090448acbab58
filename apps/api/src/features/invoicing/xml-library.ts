import { onFirstUse } from '../../lib/on-first-use.ts';

/**
 * xmlbuilder2 costs a process about 14 MB and a tenth of a second at start; only a process that issues
 * or reads an invoice needs it (decision 063).
 */
export const xmlLibrary = onFirstUse(() => import('xmlbuilder2'));
