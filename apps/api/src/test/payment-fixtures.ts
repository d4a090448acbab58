import { bookings, payments } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import {
  createBooking,
  createHostUser,
  createProperty,
  createSessionToken,
  createUser,
  guestPasswordHash,
} from './factories.ts';
import type { TestApp } from './test-app.ts';

/** Live mode with every provider configured with live credentials (never called in these tests). */
export const LIVE_PROVIDERS_ENV = {
  PAYMENTS_MODE: 'live',
  STRIPE_SECRET_KEY: 'sk_live_key',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_key',
  STRIPE_WEBHOOK_SECRET: 'whsec_live',
  PAYPAL_CLIENT_ID: 'live-client-id',
  PAYPAL_CLIENT_SECRET: 'live-client-secret',
};

/** Helpers of the payment tests, bound to one test app. */
export function paymentFixtures(getApp: () => TestApp) {
  return {
    /**
     * A signed-in guest, with a verified address (bank transfer needs one), with a pending booking
     * of a property that has its own host.
     */
    async guestWithBooking(overrides: Parameters<typeof createBooking>[1] = {}) {
      const t = getApp();
      const host = await createHostUser(t.db);
      const property = await createProperty(t.db, { hostId: host.id });
      const guest = await createUser(t.db, {
        emailVerifiedAt: new Date(),
        passwordHash: await guestPasswordHash(),
      });
      const booking = await createBooking(t.db, { propertyId: property.id, userId: guest.id, ...overrides });
      const token = await createSessionToken(t.db, guest.id, t.app.config.sessionSecret);
      return { host, guest, booking, token };
    },
    tokenFor: (userId: number) => createSessionToken(getApp().db, userId, getApp().app.config.sessionSecret),
    post: (url: string, token: string | null, payload: unknown) =>
      getApp().app.inject({
        method: 'POST',
        url: `/backend/api/${url}`,
        payload: payload as Record<string, unknown>,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      }),
    async statusOf(bookingId: number) {
      const [row] = await getApp().db.select().from(bookings).where(eq(bookings.id, bookingId));
      return row?.status;
    },
    async bookingRow(bookingId: number) {
      const [row] = await getApp().db.select().from(bookings).where(eq(bookings.id, bookingId));
      return row;
    },
    paymentsOf: (bookingId: number) =>
      getApp().db.select().from(payments).where(eq(payments.bookingId, bookingId)),
  };
}
