import type { InvoiceKind, UserRole } from '@scrivania/core/domain';
import type { Db } from '@scrivania/db/client';
import { bookings, invoices, properties } from '@scrivania/db/schema';
import { and, desc, eq, or, sql } from 'drizzle-orm';

export interface DocumentViewer {
  id: number;
  role: UserRole;
}

export interface DownloadableDocument {
  label: string;
  fileName: string;
  xml: string;
}

export function createInvoiceDownloadRepository(db: Db) {
  return {
    /**
     * A booking's newest document of a kind, read only if the viewer is the booking's guest, its
     * listing's host or the operator: anyone else finds nothing, as if it did not exist. An unpaid
     * booking has no invoice, so it finds nothing either.
     */
    async newestFor(
      bookingId: number,
      kind: InvoiceKind,
      viewer: DocumentViewer,
    ): Promise<DownloadableDocument | null> {
      const [row] = await db
        .select({ label: invoices.label, fileName: invoices.fileName, xml: invoices.xml })
        .from(invoices)
        .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
        .innerJoin(properties, eq(properties.id, bookings.propertyId))
        .where(
          and(
            eq(invoices.bookingId, bookingId),
            eq(invoices.kind, kind),
            viewer.role === 'admin'
              ? sql`true`
              : or(eq(bookings.userId, viewer.id), eq(properties.hostId, viewer.id)),
          ),
        )
        .orderBy(desc(invoices.year), desc(invoices.number))
        .limit(1);
      return row ?? null;
    },
  };
}
