import type { PayoutAccountStatus, PayoutHoldReason, PayoutMethod, PayoutStatus } from '../domain.ts';

/** Host payouts: the commission, the payout profile and account, the ledger and its mails (issue 31). */
export const payoutMessages = {
  commission: {
    percentInvalid: 'La commissione deve essere una percentuale da 0 a 50, con al massimo due decimali.',
    loaded: 'Commissione attuale.',
    saved: 'Commissione aggiornata: vale per le prenotazioni fatte da ora in poi.',
  },
  profile: {
    loaded: 'Profilo di pagamento.',
    saved: 'Profilo di pagamento salvato.',
    legalTypeInvalid: 'Scegli se ricevi i pagamenti come persona fisica o come società.',
    firstNameRequired: 'Inserisci il nome.',
    lastNameRequired: 'Inserisci il cognome.',
    companyNameRequired: 'Inserisci la ragione sociale.',
    taxCodeInvalid: 'Il codice fiscale non è valido: controlla le lettere e il carattere di controllo.',
    foreignTaxCodeInvalid: 'Il codice fiscale deve avere da 4 a 20 lettere o cifre.',
    vatNumberRequired: 'La partita IVA è obbligatoria per una società.',
    vatNumberInvalid: 'La partita IVA non è valida: controlla la cifra di controllo.',
    foreignVatNumberInvalid: 'La partita IVA deve avere da 4 a 14 lettere o cifre.',
    birthDateRequired: 'Inserisci la data di nascita.',
    birthDateInvalid: 'La data di nascita non è valida.',
    addressRequired: 'Inserisci l’indirizzo.',
    zipInvalid: 'Il CAP deve avere 5 cifre.',
    foreignZipInvalid: 'Il codice postale non è valido.',
    cityRequired: 'Inserisci la città.',
    provinceInvalid: 'Indica la sigla della provincia, per esempio MI.',
    foreignProvinceInvalid: 'La provincia o regione non è valida.',
    countryInvalid: 'Indica il paese con il suo codice di due lettere, per esempio IT.',
    ibanInvalid: 'L’IBAN non è valido: controlla le cifre di controllo.',
    accountHolderRequired: 'Inserisci l’intestatario del conto.',
    tooLong: 'Il testo è troppo lungo.',
  },
  account: {
    loaded: 'Stato dell’account per i pagamenti con carta.',
    linkReady: 'Apri il link per completare la verifica.',
    profileIncomplete:
      'Completa prima il profilo di pagamento: servono i tuoi dati fiscali, l’indirizzo e l’IBAN.',
    statuses: {
      not_started: 'Non attivato',
      pending: 'Verifica da completare',
      enabled: 'Attivo',
      restricted: 'Sospeso: servono altre informazioni',
    } satisfies Record<PayoutAccountStatus, string>,
  },
  /** The page that plays Stripe's hosted onboarding when Stripe is not configured. */
  sandbox: {
    badge: 'Modalità di prova',
    title: 'Verifica dell’account per i pagamenti',
    intro:
      'Questa pagina fa le veci della verifica di Stripe: nessun dato lascia Scrivania e nessun denaro viene trasferito davvero.',
    holder: 'Intestatario',
    iban: 'IBAN',
    taxCode: 'Codice fiscale',
    complete: 'Completa la verifica',
    expired: 'Il link di verifica è scaduto o è già stato usato: torna a Pagamenti e aprine uno nuovo.',
    back: 'Torna a Pagamenti',
  },
  ledger: {
    listed: 'Pagamenti all’host.',
    statuses: {
      scheduled: 'Programmato',
      due: 'Da pagare',
      in_batch: 'In un bonifico',
      paid: 'Pagato',
      failed: 'Non riuscito',
      cancelled: 'Annullato',
    } satisfies Record<PayoutStatus, string>,
    methods: { stripe: 'Trasferimento Stripe', sepa: 'Bonifico SEPA' } satisfies Record<PayoutMethod, string>,
    holdReasons: {
      profile_incomplete: 'Profilo di pagamento incompleto',
    } satisfies Record<PayoutHoldReason, string>,
    adjustment: 'Rettifica',
  },
  /** The operator's 'Pagamenti agli host' and 'Commissioni' (issue 31, section 4). */
  console: {
    title: 'Pagamenti agli host',
    intro:
      'Le quote degli host dopo la commissione: quelle con Stripe partono con l’esecuzione giornaliera, le altre con una distinta SEPA.',
    listed: 'Pagamenti agli host.',
    statusInvalid: 'Scegli uno stato dell’elenco.',
    hostInvalid: 'La ricerca dell’host è troppo lunga.',
    reasonRequired: 'Scrivi perché rilasci questo pagamento.',
    reasonTooLong: 'Il motivo può avere al massimo 500 caratteri.',
    notFound: 'Pagamento non trovato.',
    notReleasable:
      'Si può rilasciare solo un pagamento programmato, non riuscito o in attesa per il profilo, di una prenotazione pagata.',
    released: 'Pagamento rilasciato: è da pagare da oggi.',
    ran: 'Esecuzione dei pagamenti completata.',
    batchCreated: 'Distinta SEPA creata.',
    nothingToBatch: 'Non ci sono pagamenti SEPA da pagare: nessuna distinta creata.',
    batchNotFound: 'Distinta non trovata.',
    batchAlreadyPaid: 'Questa distinta è già stata segnata come pagata.',
    batchMarkedPaid: 'Distinta segnata come pagata: gli host ricevono una mail.',
    batchesListed: 'Distinte SEPA.',
    /** The file's unstructured remittance: the booking numbers the transfer pays. */
    remittance: (bookingNos: string) => `Scrivania prenotazioni ${bookingNos}`,
  },
  mail: {
    sentSubject: (amount: string) => `Ti abbiamo inviato ${amount}`,
    sentIntro: (amount: string, method: string) => `ti abbiamo inviato ${amount} con ${method}.`,
    bookings: 'Prenotazioni comprese:',
    adjustmentLine: (bookingNo: string, amount: string) => `- ${bookingNo} (rettifica): ${amount}`,
    bookingLine: (bookingNo: string, amount: string) => `- ${bookingNo}: ${amount}`,
    details: (link: string) => `I dettagli sono in Pagamenti: ${link}`,
  },
} as const;
