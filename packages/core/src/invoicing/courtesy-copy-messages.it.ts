/** Texts of the invoice's readable PDF copy ('copia di cortesia'); the XML is the invoice itself. */
export const courtesyCopyMessages = {
  title: { TD01: 'Fattura', TD04: 'Nota di credito' },
  numberAndDate: (number: string, date: string) => `N. ${number} del ${date}`,
  issuer: 'Cedente / prestatore',
  customer: 'Cessionario / committente',
  vatId: 'Partita IVA',
  taxCode: 'Codice fiscale',
  recipientCode: 'Codice destinatario',
  pec: 'PEC',
  linkedInvoice: (number: string, date: string | null) =>
    date === null ? `Rettifica la fattura n. ${number}` : `Rettifica la fattura n. ${number} del ${date}`,
  columns: {
    description: 'Descrizione',
    quantity: 'Quantità',
    unitPrice: 'Prezzo unitario',
    vatRate: 'IVA %',
    amount: 'Importo',
  },
  summaryTitle: 'Riepilogo IVA',
  summaryColumns: { vatRate: 'Aliquota', taxable: 'Imponibile', tax: 'Imposta' },
  rounding: 'Arrotondamento',
  total: 'Totale documento',
  paymentTitle: 'Pagamento',
  paymentMethods: {
    MP01: 'Contanti',
    MP02: 'Assegno',
    MP05: 'Bonifico',
    MP08: 'Carta di pagamento',
  } as Readonly<Record<string, string>>,
  paymentTerms: { TP01: 'A rate', TP02: 'Pagamento completo', TP03: 'Anticipo' } as Readonly<
    Record<string, string>
  >,
  paymentLine: (method: string, amount: string) => `${method}: ${amount}`,
  notice:
    "Copia di cortesia: documento non valido ai fini fiscali. L'originale è il documento elettronico (FatturaPA) trasmesso tramite il Sistema di Interscambio e disponibile nella propria area riservata dell'Agenzia delle Entrate.",
} as const;
