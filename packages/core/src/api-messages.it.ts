/**
 * The API's answers that belong to no feature: validation, missing resources, limits, failures. Apart
 * from the shell's texts, which the first page loads: no page shell needs these.
 */
export const apiMessages = {
  invalidInput: 'I dati inviati non sono validi.',
  notFound: 'Risorsa non trovata.',
  internal: 'Si è verificato un errore interno. Riprova più tardi.',
  tooManyRequests: 'Troppe richieste. Riprova tra qualche minuto.',
  tooManyHostWrites: 'Hai fatto troppe modifiche in poco tempo. Attendi un minuto e riprova.',
  ok: 'Operazione completata.',
  payloadTooLarge: 'Il contenuto inviato è troppo grande.',
  unsafeText: 'Il testo contiene caratteri non ammessi.',
} as const;
