/** The console's 'Attività in background' page and its API answers. */
export const jobMessages = {
  title: 'Attività in background',
  intro: 'Il lavoro che il server fa dopo le richieste: email, scadenze, fatture. Qui vedi quello fallito.',
  states: {
    waiting: 'In attesa',
    running: 'In corso',
    retrying: 'In nuovo tentativo',
    failed: 'Fallite',
  },
  tasks: {
    'mail.send': 'Invio email',
    'holds.expire': 'Scadenza prenotazioni e richieste',
    'invoices.sweep': 'Invio fatture rimaste indietro',
  } as Record<string, string>,
  columns: {
    task: 'Attività',
    attempts: 'Tentativi',
    error: 'Errore',
    since: 'Creata il',
    actions: 'Azioni',
  },
  noFailed: 'Nessuna attività fallita.',
  retry: 'Riprova',
  discard: 'Scarta',
  discardConfirm: 'Scartare questa attività? Non verrà più eseguita.',
  retried: 'Attività rimessa in coda.',
  discarded: 'Attività scartata.',
  notFound: 'Nessuna attività fallita con questo identificativo.',
} as const;
