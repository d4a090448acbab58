import { contactInquiries } from '@scrivania/db/schema';
import type { AuditCase } from '../../test/admin-fixtures.ts';
import { insertOne } from '../../test/factories.ts';

export const auditCases: AuditCase[] = [
  {
    route: 'POST /backend/api/admin/contact-requests/:id/handle',
    kind: 'contact.handle',
    async prepare(t) {
      const inquiry = await insertOne(t.db, contactInquiries, {
        name: 'Giulia',
        surname: 'Verdi',
        email: 'giulia.verdi@example.test',
        phone: '3331234567',
        topic: 'altro',
        privacyConsent: true,
      });
      return { url: `/backend/api/admin/contact-requests/${inquiry.id}/handle` };
    },
  },
];
