/**
 * Texts no feature owns. The page shell (header, footer, page titles) needs `commonMessages` before
 * anything else: they live apart from the feature catalogues so the first script a visitor downloads
 * does not carry every message of the site.
 */
export const commonMessages = {
  loading: 'Loading...',
  companySuffix: 'Scrivania',
  genericError: 'An error occurred. Please try again later.',
} as const;

export const seoMessages = {
  networkError: 'Network response was not ok',
  apiError: (message: string) => `API returned an error: ${message}`,
} as const;

/** The API's answers that belong to no feature: validation, missing resources, limits, failures. */
export const apiMessages = {
  invalidInput: 'I dati inviati non sono validi.',
  notFound: 'Risorsa non trovata.',
  internal: 'Si è verificato un errore interno. Riprova più tardi.',
  tooManyRequests: 'Troppe richieste. Riprova tra qualche minuto.',
  ok: 'Operazione completata.',
  payloadTooLarge: 'Il contenuto inviato è troppo grande.',
} as const;
