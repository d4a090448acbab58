/** Texts of the account's safety steps: verified addresses, the current password, social linking. */
export const accountMessages = {
  verify: {
    title: 'Verifica email',
    checking: 'Verifica in corso...',
    verified: 'Il tuo indirizzo email è stato verificato.',
    changed: 'Il nuovo indirizzo email è confermato: da ora è quello del tuo account.',
    invalidLink: 'Il link di verifica non è valido o è scaduto. Chiedine uno nuovo dal tuo profilo.',
    alreadyVerified: 'Il tuo indirizzo email è già verificato.',
    sent: 'Ti abbiamo inviato un nuovo link di verifica. Controlla la posta.',
    unverified: 'Il tuo indirizzo email non è ancora verificato.',
    pending: (email: string) =>
      `Nuovo indirizzo in attesa di conferma: ${email}. Apri il link che ti abbiamo inviato per completare il cambio.`,
    resend: 'Invia di nuovo il link',
    toProfile: 'Vai al profilo',
  },
  currentPassword: {
    label: 'Password attuale',
    required: 'Inserisci la password attuale.',
    wrong: 'La password attuale non è corretta.',
    forEmail: 'Per cambiare l’indirizzo email inserisci la password attuale.',
    none: 'Il tuo account non ha ancora una password: impostala da “Password dimenticata?” e riprova.',
    setFirst:
      'Il tuo account è nato da un accesso social e non ha ancora una password. Per sceglierne una usa “Password dimenticata?”: ti mandiamo un link al tuo indirizzo email.',
  },
  social: {
    linkIntro:
      'Esiste già un account Scrivania con l’indirizzo email di questo accesso, ma quell’indirizzo non è ancora stato verificato. Inserisci la password dell’account Scrivania per collegarli.',
    linkForgot: 'Non ricordi la password? Reimpostala: il link arriva all’indirizzo dell’account.',
    linkSubmit: 'Collega e accedi',
    passwordRequired: 'Inserisci la password.',
    wrongPassword: 'Password non corretta.',
    linkExpired: 'La richiesta di collegamento non è valida o è scaduta. Accedi di nuovo.',
  },
} as const;
