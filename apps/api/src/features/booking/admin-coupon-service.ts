import {
  type AdminCoupon,
  type AdminCouponBody,
  type AdminCouponPatch,
  couponFieldsProblem,
} from '@scrivania/core/booking/admin-coupon-schemas';
import { messages } from '@scrivania/core/messages.it';
import { centsToEuro, euroToCents } from '@scrivania/core/money';
import type { Db } from '@scrivania/db/client';
import { HttpError } from '../../plugins/errors.ts';
import { recordedChange } from '../audit/audit-service.ts';
import {
  type CouponRow,
  type CouponValues,
  createAdminCouponRepository,
  isUniqueViolation,
} from './admin-coupon-repository.ts';

const m = messages.booking.admin.coupons;

/** The API's coupon: euro for a fixed amount and the minimum, whole percent for a percentage. */
function toAdminCoupon(row: CouponRow, use: { uses: number; discountCents: number }): AdminCoupon {
  return {
    _id: row.id,
    coupon_code: row.code,
    amount: row.amountType === 'amount' ? centsToEuro(row.amount) : row.amount,
    amount_type: row.amountType,
    starts_on: row.validFrom,
    ends_on: row.validUntil,
    usage_limit: row.usageLimit,
    min_amount: centsToEuro(row.minAmountCents),
    active: row.active,
    created_at: row.createdAt.toISOString(),
    uses: use.uses,
    discount_given: centsToEuro(use.discountCents),
  };
}

/** What an audit record keeps of a coupon: its own fields, as stored. */
const audited = (row: CouponRow) => ({
  code: row.code,
  amount_type: row.amountType,
  amount: row.amount,
  valid_from: row.validFrom,
  valid_until: row.validUntil,
  usage_limit: row.usageLimit,
  min_amount_cents: row.minAmountCents,
  active: row.active,
});

/** The body's fields as stored: cents for a fixed amount and the minimum. */
function storedValues(body: AdminCouponPatch, amountType: CouponRow['amountType']): Partial<CouponValues> {
  const values: Partial<CouponValues> = {};
  if (body.coupon_code !== undefined) values.code = body.coupon_code;
  if (body.amount_type !== undefined) values.amountType = body.amount_type;
  if (body.amount !== undefined)
    values.amount = amountType === 'amount' ? euroToCents(body.amount) : body.amount;
  if (body.starts_on !== undefined) values.validFrom = body.starts_on;
  if (body.ends_on !== undefined) values.validUntil = body.ends_on;
  if (body.usage_limit !== undefined) values.usageLimit = body.usage_limit;
  if (body.min_amount !== undefined) values.minAmountCents = euroToCents(body.min_amount);
  return values;
}

/** The console's coupons: every change checked against the whole record and written with its audit record. */
export function createAdminCouponService(db: Db) {
  const repository = createAdminCouponRepository(db);

  async function answer(tx: Db, id: number) {
    const row = await createAdminCouponRepository(tx).withUse(id);
    if (!row) throw new HttpError(404, messages.api.notFound);
    return toAdminCoupon(row.coupon, row);
  }

  /** Two coupons with one code in any letter case are refused, also when they race (the unique index). */
  async function refusingDuplicates<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, m.codeTaken);
      throw error;
    }
  }

  return {
    async page(page: number, perPage: number) {
      const { rows, hasMore } = await repository.page({ limit: perPage, offset: (page - 1) * perPage });
      return { items: rows.map((row) => toAdminCoupon(row.coupon, row)), hasMore };
    },

    create: (actorId: number, body: AdminCouponBody) =>
      refusingDuplicates(() =>
        recordedChange(db, actorId, { kind: 'coupon.create', targetType: 'coupon' }, async (tx) => {
          const coupons = createAdminCouponRepository(tx);
          if (await coupons.codeTaken(body.coupon_code)) throw new HttpError(409, m.codeTaken);
          const row = await coupons.insert({
            ...storedValues(body, body.amount_type),
            code: body.coupon_code,
            amountType: body.amount_type,
            amount: body.amount_type === 'amount' ? euroToCents(body.amount) : body.amount,
          });
          return { before: null, after: audited(row), result: await answer(tx, row.id), targetId: row.id };
        }),
      ),

    update: (actorId: number, id: number, body: AdminCouponPatch) =>
      refusingDuplicates(() =>
        recordedChange(
          db,
          actorId,
          { kind: 'coupon.update', targetType: 'coupon', targetId: id },
          async (tx) => {
            const coupons = createAdminCouponRepository(tx);
            const before = await coupons.lock(id);
            if (!before) throw new HttpError(404, messages.api.notFound);
            const amountType = body.amount_type ?? before.amountType;
            // The amount is read in the unit of the coupon's type after the change.
            const amount =
              body.amount ?? (amountType === 'amount' ? centsToEuro(before.amount) : before.amount);
            if (
              body.amount_type !== undefined &&
              body.amount_type !== before.amountType &&
              body.amount === undefined
            )
              throw new HttpError(400, amountType === 'percentage' ? m.percentInvalid : m.amountInvalid);
            const problem = couponFieldsProblem({
              amount,
              amount_type: amountType,
              starts_on: body.starts_on === undefined ? before.validFrom : body.starts_on,
              ends_on: body.ends_on === undefined ? before.validUntil : body.ends_on,
            });
            if (problem) throw new HttpError(400, problem.message);
            if (body.coupon_code !== undefined && (await coupons.codeTaken(body.coupon_code, id)))
              throw new HttpError(409, m.codeTaken);
            const after = await coupons.update(id, storedValues({ ...body, amount }, amountType));
            return { before: audited(before), after: audited(after), result: await answer(tx, id) };
          },
        ),
      ),

    /** Ends the coupon: checkout refuses it from now on; bookings that hold it keep their discount. */
    end: (actorId: number, id: number) =>
      recordedChange(db, actorId, { kind: 'coupon.end', targetType: 'coupon', targetId: id }, async (tx) => {
        const coupons = createAdminCouponRepository(tx);
        const before = await coupons.lock(id);
        if (!before) throw new HttpError(404, messages.api.notFound);
        if (!before.active) throw new HttpError(409, m.alreadyEnded);
        await coupons.update(id, { active: false });
        return { before: { active: true }, after: { active: false }, result: await answer(tx, id) };
      }),
  };
}
