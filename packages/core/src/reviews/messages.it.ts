/** Texts of property reviews and general testimonials (SPEC sections 2 and 8). */
export const reviewMessages = {
  reviewSaved: 'Grazie! La tua recensione è stata pubblicata.',
  reviewError: 'Errore durante linvio della testimonianza. Per favore riprova.',
  starRating: 'Scegli un voto da 1 a 5 stelle.',
  reviewText: 'Scrivi il testo della recensione.',
  testimonialSaved: 'Grazie! La tua testimonianza sarà pubblicata dopo una breve verifica.',
  photoInvalid: "La foto deve essere un'immagine (JPEG, PNG, WebP, GIF o AVIF) di al massimo 5 MB.",
} as const;
