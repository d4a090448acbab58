/** Texts of the payment form, its result screens and the payment API (SPEC sections 2 and 8). */
export const paymentMessages = {
  methodsLegend: 'Metodo di pagamento',
  methodPaypal: 'PayPal',
  methodStripe: 'Stripe',
  methodWire: 'Bonifico Bancario',
  payNow: 'Paga ora',
  paying: 'Pagamento in corso...',
  testMode: 'Modalità di prova',
  testModeCard:
    'Nessun addebito reale: usa la carta 4242 4242 4242 4242 (accettata) o 4000 0000 0000 0002 (rifiutata).',
  testModePaypal: 'Nessun addebito reale: il pagamento PayPal viene simulato dal server.',
  testModeStripe:
    'Nessun addebito reale: Stripe è in modalità test, usa le sue carte di prova (ad esempio 4242 4242 4242 4242).',
  testModePaypalAccount: 'Nessun addebito reale: accedi con un conto di prova PayPal (sandbox).',
  cardNumber: 'Numero carta',
  cardExpiry: 'Scadenza',
  cardCvc: 'CVC',
  cardElementLabel: 'Dati della carta',
  stripeNotLoaded: 'Stripe.js has not loaded yet.',
  processFailed: 'Failed to process payment. Please try again.',
  wireConfirmedTitle: 'Prenotazione confermata!',
  wireConfirmedText:
    'Conferma la tua prenotazione: a breve riceverai una mail con le istruzioni per completare il pagamento con bonifico bancario.',
  successTitle: 'Successo dell ordine',
  successText: 'Abbiamo ricevuto il tuo pagamento: la prenotazione è confermata. Grazie!',
  /** The booking just paid, under the SPEC heading of /PaymentSuccess. */
  paidBookingTitle: 'La tua prenotazione',
  paidAddress: 'Indirizzo',
  paidAmount: 'Importo pagato',
  addToCalendar: 'Aggiungi al calendario',
  addToCalendarNamed: (bookingNo: string) => `Aggiungi al calendario la prenotazione ${bookingNo}`,
  calendarDownloading: 'Download in corso...',
  calendarFailed: 'Non è stato possibile scaricare il file del calendario. Riprova.',
  /** Next to 'Paga ora' / 'Paga Ora': until when the dates wait for the payment, in Italian time. */
  payBy: (deadline: string) => `Da pagare entro il ${deadline}`,
  failureTitle: 'Pagamento fallito!',
  failureText: 'Oh no, il tuo pagamento non è riuscito.',
  backHome: 'Torna alla home',
  orderHistory: 'Vai alla cronologia ordini',
  // Server answers
  cardDeclined: 'La tua carta è stata rifiutata.',
  cardInsufficientFunds: 'La tua carta non ha fondi sufficienti.',
  cardNumberInvalid: 'Il numero della carta non è valido.',
  cardExpiryInvalid: 'La data di scadenza non è valida (MM/AA).',
  cardExpired: 'La tua carta è scaduta.',
  cardCvcInvalid: 'Il codice CVC non è valido.',
  bookingNotFound: 'Prenotazione non trovata.',
  alreadyPaid: 'Questa prenotazione è già stata pagata.',
  notPayable: 'Questa prenotazione è scaduta o annullata e non può più essere pagata.',
  /** A booking on request cannot be paid until its host accepts it. */
  awaitingHost:
    "L'host non ha ancora accettato la richiesta: potrai pagare quando riceverai la mail di conferma.",
  amountMismatch: "L'importo non corrisponde a quello della prenotazione.",
  providerUnavailable: 'Il servizio di pagamento non risponde. Riprova tra qualche minuto.',
  paypalNotCompleted: 'Il pagamento PayPal non è stato completato.',
  orderUnknown: 'Ordine di pagamento non trovato.',
  webhookInvalid: 'Firma del webhook non valida.',
  paid: 'Pagamento ricevuto: la prenotazione è confermata.',
  transferAwaited: 'Prenotazione confermata! Ti abbiamo inviato una mail con i dati per il bonifico.',
  transferNotAwaited: 'Questa prenotazione non è in attesa di un bonifico.',
  transferAlreadyRequested:
    'Il bonifico per questa prenotazione è già stato richiesto una volta: scegli un altro metodo di pagamento.',
  transferReceived: 'Bonifico registrato: la prenotazione è confermata.',
  /** Answered 403: a 72-hour hold is kept only for an address that answers. */
  transferNeedsVerifiedEmail:
    "Per pagare con bonifico bancario devi prima verificare il tuo indirizzo email: apri il link che ti abbiamo inviato alla registrazione, oppure chiedine uno nuovo dal tuo profilo con 'Invia di nuovo il link'. Puoi anche pagare subito con PayPal o con carta.",
  /** Answered 409, naming the bookings already awaiting a transfer. */
  tooManyTransfers: (bookingNumbers: readonly string[]) =>
    `Hai già ${bookingNumbers.length} prenotazioni in attesa di bonifico (${bookingNumbers.join(', ')}): attendi che uno di questi bonifici sia registrato o che la sua prenotazione scada, oppure paga questa con PayPal o con carta.`,
  toProfile: 'Vai al profilo',
} as const;
