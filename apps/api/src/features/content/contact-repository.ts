import type { ContactForm } from '@scrivania/core/content/contact-schemas';
import type { Db } from '@scrivania/db/client';
import { contactInquiries } from '@scrivania/db/schema';

export function createContactRepository(db: Db) {
  return {
    /** Stores a validated inquiry as given (values are bound parameters, never SQL text). */
    async insertInquiry(form: ContactForm): Promise<{ id: number; createdAt: Date }> {
      const [row] = await db
        .insert(contactInquiries)
        .values({
          name: form.name,
          surname: form.surname,
          email: form.email,
          phone: form.phone,
          topic: form.topic,
          privacyConsent: form.regolamento_generale_sulla_protezione_dei_dati,
          offersAndCommunications: form.offers_and_communications,
        })
        .returning({ id: contactInquiries.id, createdAt: contactInquiries.createdAt });
      if (!row) throw new Error('contact inquiry insert returned no row');
      return row;
    },
  };
}
