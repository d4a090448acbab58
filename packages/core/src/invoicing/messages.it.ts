/** Texts of the e-invoices (decision 052). */
export const invoiceMessages = {
  /** A booking not paid, not the caller's, or with nothing charged has no invoice to show. */
  invoiceNotFound: 'Fattura non disponibile: la prenotazione non è stata pagata o non è tua.',
  creditNoteNotFound:
    'Nota di credito non disponibile: per questa prenotazione non ci sono rimborsi riusciti.',
} as const;
