import type {
  AdminContactListQuery,
  AdminContactRequest,
} from '@scrivania/core/content/admin-contact-schemas';
import { messages } from '@scrivania/core/messages.it';
import type { Db } from '@scrivania/db/client';
import { contactInquiries } from '@scrivania/db/schema';
import { desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { pageRows } from '../../lib/page-rows.ts';
import { HttpError } from '../../plugins/errors.ts';
import { recordedChange } from '../audit/audit-service.ts';

type InquiryRow = typeof contactInquiries.$inferSelect;

const toAdminContact = (row: InquiryRow): AdminContactRequest => ({
  _id: row.id,
  name: row.name,
  surname: row.surname,
  email: row.email,
  phone: row.phone,
  topic: row.topic,
  offers_and_communications: row.offersAndCommunications,
  created_at: row.createdAt.toISOString(),
  handled_at: row.handledAt?.toISOString() ?? null,
});

/** The inbox of the contact form: open requests newest first, handled ones by when they were handled. */
export function createAdminContactService(db: Db) {
  return {
    async page(query: AdminContactListQuery, perPage: number) {
      const open = query.status === 'open';
      const rows = await db
        .select()
        .from(contactInquiries)
        .where(open ? isNull(contactInquiries.handledAt) : isNotNull(contactInquiries.handledAt))
        .orderBy(
          open ? desc(contactInquiries.createdAt) : desc(contactInquiries.handledAt),
          desc(contactInquiries.id),
        )
        .limit(perPage + 1)
        .offset((query.page - 1) * perPage);
      const { rows: shown, hasMore } = pageRows(rows, perPage);
      return { items: shown.map(toAdminContact), hasMore };
    },

    /** Marks the request handled; one already handled keeps its first time and is refused. */
    handle: (actorId: number, id: number) =>
      recordedChange(
        db,
        actorId,
        { kind: 'contact.handle', targetType: 'contact_request', targetId: id },
        async (tx) => {
          const [before] = await tx
            .select()
            .from(contactInquiries)
            .where(eq(contactInquiries.id, id))
            .for('update');
          if (!before) throw new HttpError(404, messages.api.notFound);
          if (before.handledAt) throw new HttpError(409, messages.content.adminContact.alreadyHandled);
          const [after] = await tx
            .update(contactInquiries)
            .set({ handledAt: new Date() })
            .where(eq(contactInquiries.id, id))
            .returning();
          if (!after) throw new Error('contact request update returned no row');
          return {
            before: { handled_at: null },
            after: { handled_at: after.handledAt?.toISOString() ?? null },
            result: toAdminContact(after),
          };
        },
      ),
  };
}
