/**
 * Every user-facing text of the specification, by name, so screens, server and tests use the same words.
 * Some host-flow texts are in English on purpose: the specification lists them that way.
 */
export const messages = {
  common: {
    loading: 'Loading...',
    companySuffix: 'Scrivania',
    genericError: 'An error occurred. Please try again later.',
  },
  api: {
    invalidInput: 'I dati inviati non sono validi.',
    notFound: 'Risorsa non trovata.',
    internal: 'Si è verificato un errore interno. Riprova più tardi.',
    tooManyRequests: 'Troppe richieste. Riprova tra qualche minuto.',
    ok: 'Operazione completata.',
    payloadTooLarge: 'Il contenuto inviato è troppo grande.',
  },
  contact: {
    nameRequired: 'Il nome è obbligatorio',
    surnameRequired: 'Il cognome è obbligatorio',
    emailRequired: 'Email is required',
    emailInvalid: 'Si prega di inserire un indirizzo email valido',
    phoneRequired: 'Il numero di telefono è obbligatorio',
    phoneInvalid: 'Inserisci un numero di telefono valido',
    topicRequired: 'Seleziona un argomento',
    consentRequired: "È necessario accettare l'informativa sulla privacy",
    success: 'Your inquiry has been submitted successfully!',
    submitFailed: 'Submission failed',
    pageLoadFailed: 'Failed to load page content. Please refresh the page.',
  },
  about: {
    flagError: 'Failed to fetch data from the server.',
    exception: 'An error occurred while fetching data.',
  },
  listings: {
    emptyCategory: 'Nessuna proprietà in questa categoria',
    emptyCity: 'No properties found for this city.',
    emptySearch: 'Non sono disponibili strutture per le date inserite.',
  },
  seo: {
    networkError: 'Network response was not ok',
    apiError: (message: string) => `API returned an error: ${message}`,
  },
  content: {
    menuLoaded: 'Categorie recuperate con successo.',
    seoLoaded: 'Dati SEO recuperati con successo.',
    seoNotFound: 'Dati SEO non trovati per questa pagina.',
  },
  notFound: {
    title: 'Non trovato',
    heading: '404 - Not Found',
    text: 'The page you are looking for does not exist.',
  },
} as const;
