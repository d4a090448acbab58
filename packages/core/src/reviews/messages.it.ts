/** Texts of property reviews and general testimonials (SPEC sections 2 and 8). */
export const reviewMessages = {
  reviewSaved: 'Grazie! La tua recensione è stata pubblicata.',
  reviewOwnListing: 'Non puoi recensire una tua struttura.',
  reviewAlreadyWritten: 'Hai già recensito questa struttura.',
  reviewError: 'Errore durante linvio della testimonianza. Per favore riprova.',
  starRating: 'Scegli un voto da 1 a 5 stelle.',
  reviewText: 'Scrivi il testo della recensione.',
  testimonialSaved: 'Grazie! La tua testimonianza sarà pubblicata dopo una breve verifica.',
  photoInvalid: "La foto deve essere un'immagine (JPEG, PNG, WebP, GIF o AVIF) di al massimo 5 MB.",
  portraitTooLarge: 'La foto ha troppi pixel: al massimo 16 megapixel (per esempio 4000 × 4000).',
} as const;
