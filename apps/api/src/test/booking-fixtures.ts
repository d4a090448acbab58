import type { BookingStoreInput } from '@scrivania/core/booking/schemas';
import type { Db } from '@scrivania/db/client';
import type { FastifyInstance } from 'fastify';
import { createProperty, daysFromToday, type PropertyOptions } from './factories.ts';
import { createSignedInUser } from './sessions.ts';

/** Billing data that passes every check of the checkout form. */
export const validBilling = {
  first_name: 'Mario',
  last_name: 'Rossi',
  email: 'mario.rossi@example.com',
  mobile_no: '3331234567',
  address: 'Via Roma 1',
  state: 'Milano',
  country: 'MI',
} as const;

/** A property bookable from today for 60 days. */
export function createBookableProperty(db: Db, options: PropertyOptions = {}) {
  return createProperty(db, {
    windows: [{ startDate: daysFromToday(0), endDate: daysFromToday(60) }],
    ...options,
  });
}

export function bookingPayload(
  propertyId: number,
  overrides: Partial<BookingStoreInput> = {},
): Record<string, unknown> {
  return {
    ...validBilling,
    property_id: propertyId,
    start_date: daysFromToday(5),
    end_date: daysFromToday(7),
    guests: 1,
    ...overrides,
  };
}

/** The reference `booking/coupon` answers for a code, which checkout sends to `booking/store` as `coupon_id`. */
export async function appliedCoupon(
  app: FastifyInstance,
  code: string,
  headers: Record<string, string> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/backend/api/booking/coupon',
    headers,
    payload: { coupon_code: code },
  });
  if (response.statusCode !== 200) throw new Error(`coupon ${code} refused: ${response.body}`);
  return response.json().data._id as string;
}

/** The same booking asked at once by `count` new guests, each signed in: the answers, in order. */
export async function storeAtOnce(app: FastifyInstance, count: number, payload: Record<string, unknown>) {
  const users = await Promise.all(Array.from({ length: count }, () => createSignedInUser(app)));
  return Promise.all(
    users.map((user) =>
      app.inject({ method: 'POST', url: '/backend/api/booking/store', headers: user.headers, payload }),
    ),
  );
}
