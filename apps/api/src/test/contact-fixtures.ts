/** A contact-form inquiry that passes every rule (SPEC section 5), for tests to change one field at a time. */
export const validInquiry = {
  name: 'Anna',
  surname: 'Verdi',
  email: 'anna.verdi@example.com',
  phone: '+39 333 123 4567',
  topic: 'coworking',
  regolamento_generale_sulla_protezione_dei_dati: true,
  offers_and_communications: false,
};
