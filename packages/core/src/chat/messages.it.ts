/** Texts of the chat (/Chatboat), the unread badge on /Profile and 'Contatta l'host'. */
export const chatMessages = {
  title: 'Messaggi',
  usersHeading: 'Conversazioni',
  noUsers: 'Non hai ancora conversazioni.',
  selectPrompt: 'Seleziona un utente per iniziare a chattare.',
  inputLabel: 'Scrivi un messaggio',
  inputPlaceholder: 'Scrivi un messaggio… (Invio per inviare, Maiusc+Invio per andare a capo)',
  send: 'Invia',
  loadOlder: 'Carica messaggi precedenti',
  noMessages: 'Nessun messaggio: scrivi il primo.',
  you: 'Tu',
  unreadBadge: (count: number) => (count === 1 ? '1 messaggio non letto' : `${count} messaggi non letti`),
  contactHost: "Contatta l'host",
  /** Before the space a conversation is about, at the top of the thread. */
  about: 'Riguardo a',
  aboutSpace: (name: string) => `Riguardo a ${name}`,
  bodyRequired: 'Il messaggio non può essere vuoto.',
  bodyTooLong: 'Il messaggio può contenere al massimo 2.000 caratteri.',
  charactersLeft: (left: number) => `${left} caratteri rimanenti`,
  sendFailed: 'Invio non riuscito. Riprova.',
  tooManyMessages: 'Stai inviando troppi messaggi. Attendi qualche secondo e riprova.',
  cannotChatWithSelf: 'Non puoi inviare messaggi a te stesso.',
  userNotFound: 'Utente non trovato.',
  sent: 'Messaggio inviato.',
  live: 'Aggiornamenti in tempo reale attivi',
  offline: 'Connessione in tempo reale assente: nuovo tentativo in corso…',
  /** The mail about messages left unread (issue 32). */
  mail: {
    subject: (sender: string) => `Nuovo messaggio da ${sender}`,
    intro: (sender: string, count: number) =>
      count === 1
        ? `${sender} ti ha scritto un messaggio su Scrivania che non hai ancora letto.`
        : `${sender} ti ha scritto ${count} messaggi su Scrivania che non hai ancora letto.`,
    about: (space: string) => `Riguardo a ${space}.`,
    latest: 'L’ultimo messaggio:',
    reply: (link: string) => `Rispondi da Messaggi: ${link}`,
    action: 'Rispondi',
  },
} as const;
