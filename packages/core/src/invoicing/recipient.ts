/**
 * Who receives an e-invoice and how SdI delivers it, from the booking's billing data (decision 052).
 */

import { isCodiceFiscale, isPartitaIva } from '../italian-ids.ts';

/** FPR12's code for "no channel given": SdI leaves the invoice in the customer's tax drawer. */
export const NO_RECIPIENT_CODE = '0000000';

export interface Delivery {
  codiceDestinatario: string;
  pecDestinatario: string | null;
}

/**
 * The SDI code when given; otherwise 0000000 with the PEC when given; otherwise 0000000 alone. The
 * code is the 7 characters of a private recipient: the six of a public office need a FatturaPA for
 * the public administration (FPA12), which is not issued.
 */
export function deliveryOf(billing: { sdi: string | null; pec: string | null }): Delivery {
  const sdi = billing.sdi?.trim().toUpperCase();
  if (sdi && /^[A-Z0-9]{7}$/.test(sdi) && sdi !== NO_RECIPIENT_CODE)
    return { codiceDestinatario: sdi, pecDestinatario: null };
  const pec = billing.pec?.trim();
  return { codiceDestinatario: NO_RECIPIENT_CODE, pecDestinatario: pec ? pec : null };
}

export interface CustomerIdentity {
  /** A partita IVA (the `IdCodice` of `IdFiscaleIVA`, country IT). */
  vatNumber: string | null;
  /** A codice fiscale: a person's 16 characters, or a company's 11 digits. */
  taxCode: string | null;
  /** A company's name; otherwise the person's first and last name. */
  name: { company: string } | { firstName: string; lastName: string };
}

/**
 * A company when the billing names one, else the person. The tax code typed at checkout is a partita
 * IVA (11 digits: IdFiscaleIVA, and also the company's codice fiscale) or a person's codice fiscale.
 */
export function customerIdentity(billing: {
  companyName: string | null;
  firstName: string;
  lastName: string;
  taxIdCode: string | null;
}): CustomerIdentity {
  const code = billing.taxIdCode?.trim().toUpperCase() ?? '';
  const company = billing.companyName?.trim();
  const name = company ? { company } : { firstName: billing.firstName, lastName: billing.lastName };
  if (isPartitaIva(code)) return { vatNumber: code, taxCode: company ? code : null, name };
  if (isCodiceFiscale(code)) return { vatNumber: null, taxCode: code, name };
  return { vatNumber: null, taxCode: null, name };
}

/** The customer's name as lists show it. */
export function customerName(identity: CustomerIdentity): string {
  return 'company' in identity.name
    ? identity.name.company
    : `${identity.name.firstName} ${identity.name.lastName}`;
}
