import type { AdminTax, AdminTaxBody, AdminTaxPatch } from '@scrivania/core/booking/admin-tax-schemas';
import { messages } from '@scrivania/core/messages.it';
import { percentToBasisPoints } from '@scrivania/core/percent';
import type { Db } from '@scrivania/db/client';
import { taxes } from '@scrivania/db/schema';
import { asc, eq } from 'drizzle-orm';
import { pageRows } from '../../lib/page-rows.ts';
import { HttpError } from '../../plugins/errors.ts';
import { recordedChange } from '../audit/audit-service.ts';

type TaxRow = typeof taxes.$inferSelect;

const toAdminTax = (row: TaxRow): AdminTax => ({
  _id: row.id,
  tax_type: row.taxType,
  label: row.label,
  tax_percent: row.percentBasisPoints / 100,
  active: row.active,
});

const audited = (row: TaxRow) => ({
  tax_type: row.taxType,
  label: row.label,
  percent_basis_points: row.percentBasisPoints,
  active: row.active,
});

/**
 * The console's taxes. Checkout reads the active ones from the database on every price and booking
 * (no copy is kept anywhere), so a change applies to the next checkout at once.
 */
export function createAdminTaxService(db: Db) {
  return {
    async page(page: number, perPage: number) {
      const rows = await db
        .select()
        .from(taxes)
        .orderBy(asc(taxes.id))
        .limit(perPage + 1)
        .offset((page - 1) * perPage);
      const { rows: shown, hasMore } = pageRows(rows, perPage);
      return { items: shown.map(toAdminTax), hasMore };
    },

    create: (actorId: number, body: AdminTaxBody) =>
      recordedChange(db, actorId, { kind: 'tax.create', targetType: 'tax' }, async (tx) => {
        const [row] = await tx
          .insert(taxes)
          .values({
            taxType: body.tax_type,
            label: body.label,
            percentBasisPoints: percentToBasisPoints(body.tax_percent),
            active: body.active,
          })
          .returning();
        if (!row) throw new Error('tax insert returned no row');
        return { before: null, after: audited(row), result: toAdminTax(row), targetId: row.id };
      }),

    /** An edit; one that sets `active: false` is recorded as the tax's end. */
    update: (actorId: number, id: number, body: AdminTaxPatch) =>
      recordedChange(
        db,
        actorId,
        { kind: body.active === false ? 'tax.end' : 'tax.update', targetType: 'tax', targetId: id },
        async (tx) => {
          const [before] = await tx.select().from(taxes).where(eq(taxes.id, id)).for('update');
          if (!before) throw new HttpError(404, messages.api.notFound);
          const [after] = await tx
            .update(taxes)
            .set({
              taxType: body.tax_type,
              label: body.label,
              percentBasisPoints:
                body.tax_percent === undefined ? undefined : percentToBasisPoints(body.tax_percent),
              active: body.active,
            })
            .where(eq(taxes.id, id))
            .returning();
          if (!after) throw new Error('tax update returned no row');
          return { before: audited(before), after: audited(after), result: toAdminTax(after) };
        },
      ),
  };
}
