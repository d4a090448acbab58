/** The frame every mail shares (issue 32): its facts, button, footer and the console's previews. */
export const mailMessages = {
  signature: 'Il team di Scrivania',
  logoAlt: 'Scrivania',
  facts: {
    title: 'Riepilogo della prenotazione',
    bookingNo: 'Prenotazione',
    space: 'Spazio',
    address: 'Indirizzo',
    dates: 'Date',
    datesValue: (from: string, to: string) => (from === to ? `il ${from}` : `dal ${from} al ${to}`),
    guests: 'Ospiti',
    amount: 'Importo',
  },
  footer: {
    sender: (company: string, address: string, vat: string) =>
      `Scrivania è un servizio di ${company}, ${address}, P. IVA ${vat}.`,
    contacts: (contactUrl: string, helpUrl: string) =>
      `Per domande scrivici da ${contactUrl} o consulta il centro assistenza: ${helpUrl}`,
    contactLabel: 'Contattaci',
    helpLabel: 'Centro assistenza',
  },
  /** Why a person receives a service mail: the law wants it said (a transactional mail needs no consent). */
  reasons: {
    account: 'Ricevi questa email perché riguarda il tuo account su Scrivania.',
    guest: 'Ricevi questa email perché hai prenotato o chiesto di prenotare uno spazio su Scrivania.',
    host: 'Ricevi questa email perché sei host su Scrivania e riguarda un tuo spazio o i tuoi pagamenti.',
    operator: 'Ricevi questa email perché gestisci le prenotazioni di Scrivania.',
    contact:
      'Ricevi questa email perché questo indirizzo riceve le richieste del modulo di contatto di Scrivania.',
  },
  actions: {
    login: 'Accedi a Scrivania',
    verify: 'Conferma l’indirizzo email',
    reset: 'Scegli una nuova password',
    secure: 'Reimposta la password',
    hostArea: 'Vai all’area host',
    orders: 'Le tue prenotazioni',
    booking: 'Vedi la prenotazione',
    pay: 'Paga ora',
    answer: 'Rispondi alla richiesta',
    details: 'Vedi i dettagli',
    explore: 'Cerca un altro spazio',
    payouts: 'Vedi i pagamenti',
    reply: 'Rispondi al mittente',
  },
  calendar: {
    fileName: 'prenotazione.ics',
  },
  previews: {
    title: 'Anteprima mail',
    intro: 'Ogni mail del sito con dati di esempio: la versione HTML e il testo semplice che l’accompagna.',
    pick: 'Mail',
    subject: 'Oggetto',
    html: 'Versione HTML',
    text: 'Testo semplice',
    frameTitle: (name: string) => `Anteprima HTML: ${name}`,
    loading: 'Caricamento dell’anteprima...',
    loadError: 'Impossibile caricare l’anteprima.',
    notFound: 'Modello di mail non trovato.',
    calendar: 'Con invito di calendario',
  },
} as const;
