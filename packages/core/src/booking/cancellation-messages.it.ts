import { accountMessages } from '../account/messages.it.ts';

/** Each cancellation policy in one sentence: the host chooses by it, the guest reads it. */
export const cancellationPolicyRules = {
  flessibile: 'Flessibile: rimborso completo fino al giorno prima dell’arrivo (ore 00:00), poi 50 %',
  moderata:
    'Moderata: rimborso completo fino a 5 giorni prima, 50 % fino al giorno prima, poi nessun rimborso',
  rigida: 'Rigida: 50 % fino a 7 giorni prima, poi nessun rimborso',
} as const;

/**
 * The cancellation terms, the guest's cancellation and its refund: their own catalogue, so the property
 * page's terms do not bring checkout's and the back offices' texts (decision 110).
 */
export const cancellationMessages = {
  quoted: 'Rimborso calcolato secondo la politica di cancellazione della struttura.',
  cancelled: 'Prenotazione annullata.',
  cancelledWithRefund: (amount: string) => `Prenotazione annullata: rimborso di ${amount} avviato.`,
  alreadyCancelled: 'Questa prenotazione è già stata annullata.',
  notCancellable: 'Questa prenotazione non può essere annullata.',
  started: 'Il soggiorno è già iniziato: la prenotazione non può più essere annullata.',
  lapsed: 'Questa prenotazione è già scaduta: le date sono di nuovo libere.',
  ibanRequired: 'Indica l’IBAN su cui ricevere il rimborso del bonifico.',
  ibanInvalid: accountMessages.ibanInvalid,
  hostReasonRequired: 'Indica all’ospite il motivo dell’annullamento.',
  hostReasonTooLong: 'Il motivo dell’annullamento può avere al massimo 500 caratteri.',
  operatorRefunded: 'Rimborso avviato.',
  refundAmountInvalid: 'L’importo del rimborso deve essere un numero intero di centesimi maggiore di zero.',
  refundAboveLeft: (left: string) => `L’importo supera quanto resta da rimborsare (${left}).`,
  notPaid: 'Questa prenotazione non è stata pagata: non c’è nulla da rimborsare.',
  refundReasonRequired: 'Indica il motivo del rimborso.',
  hostCancelled: 'Prenotazione annullata: l’ospite riceve il rimborso completo e una mail con il motivo.',
  refundEuroInvalid:
    'Inserisci un importo in euro maggiore di zero, con al massimo due decimali (es. 25,50).',
  refundNotFound: 'Rimborso non trovato.',
  retried: 'Rimborso inviato di nuovo.',
  retryNotFailed: 'Si può riprovare solo un rimborso fallito: questo è già in corso o riuscito.',
  retryAboveLeft: (left: string) =>
    `Nel frattempo è stato rimborsato altro: resta da rimborsare ${left}, meno di questo rimborso.`,
  resent: {
    succeeded: 'Il provider ha confermato il rimborso.',
    failed: 'Il provider ha rifiutato il rimborso: ora si può riprovare.',
    pending: 'Il provider non ha ancora risposto: il rimborso resta in corso.',
  },
  resendNotLost:
    'Si richiede di nuovo solo un rimborso con carta o PayPal in corso senza risposta del provider.',
  markedSent: 'Bonifico di rimborso segnato come inviato.',
  markSentNotBank:
    'Solo il rimborso di un bonifico si segna come inviato: gli altri li conferma il provider.',
  markSentNotPending: 'Questo rimborso non è in attesa del bonifico: è già stato inviato o è fallito.',
  /** How the money goes back, as the guest's mails say it. */
  refundMethodText: {
    stripe: 'sulla carta usata per pagare',
    paypal: 'sul conto PayPal usato per pagare',
    wireTransfer: 'con un bonifico sull’IBAN che ci hai indicato',
  },
  policies: {
    flessibile: 'Flessibile',
    moderata: 'Moderata',
    rigida: 'Rigida',
  },
  /** The policy as the property page and the checkout show it (issue 15). */
  policyTitle: 'Politica di cancellazione',
  policyRules: cancellationPolicyRules,
  /** `until` is a Rome calendar day 'gg/mm/aaaa': the share ends at its 00:00. */
  deadline: (percent: number, until: string) =>
    `${percent === 100 ? 'Rimborso completo' : `Rimborso del ${percent} %`} se annulli prima del ${until} alle 00:00 (ora di Roma)`,
  refundNow: (percent: number) =>
    percent === 100
      ? 'Se annulli ora: rimborso completo'
      : percent > 0
        ? `Se annulli ora: rimborso del ${percent} %`
        : 'Se annulli ora: nessun rimborso',
  afterDeadlines: (percent: number) =>
    percent > 0 ? `Dopo, rimborso del ${percent} % fino all’inizio del soggiorno` : 'Dopo, nessun rimborso',
  noneOnceStarted: 'Dall’inizio del soggiorno la prenotazione non si può più annullare.',
} as const;
