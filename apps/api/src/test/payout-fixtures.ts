import type { PayoutProfileInput } from '@scrivania/core/payouts/schemas';
import { bookings, hostPayoutProfiles, payments, payouts } from '@scrivania/db/schema';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  createBooking,
  createHostUser,
  createProperty,
  createSessionToken,
  createUser,
  daysFromToday,
  GUEST_PASSWORD,
  guestPasswordHash,
  insertOne,
} from './factories.ts';
import type { TestApp } from './test-app.ts';

/** A complete payout profile of a person in Italy; saving its IBAN the first time asks for the password. */
export const PERSON_PROFILE: PayoutProfileInput = {
  legal_type: 'individual',
  first_name: 'Luca',
  last_name: 'Ferri',
  tax_code: 'RSSMRA85T10A562S',
  birth_date: '1985-12-10',
  address: 'Via Roma 1',
  zip: '20121',
  city: 'Milano',
  province: 'MI',
  country: 'IT',
  iban: 'IT60X0542811101000000123456',
  account_holder: 'Luca Ferri',
};

/** A host with a payout profile written straight to the database (no password asked, no mail sent). */
export async function hostWithProfile(t: TestApp, accountHolder = 'Luca Ferri') {
  const host = await createHostUser(t.db);
  const profile = PERSON_PROFILE;
  await t.db.insert(hostPayoutProfiles).values({
    userId: host.id,
    legalType: 'individual',
    firstName: profile.first_name,
    lastName: profile.last_name,
    taxCode: profile.tax_code ?? '',
    birthDate: profile.birth_date || null,
    address: profile.address,
    zip: profile.zip,
    city: profile.city,
    province: profile.province,
    iban: profile.iban,
    accountHolder,
  });
  return host;
}

/**
 * A booking of the host's space paid by bank transfer (unless `paid` is false) and its payout line as
 * the ledger holds it: a booking's own line, or a negative adjustment (`netCents` below 0).
 */
export async function payoutLine(
  t: TestApp,
  hostId: number,
  options: { netCents: number; status?: 'scheduled' | 'due'; dueIn?: number; paid?: boolean },
) {
  const property = await createProperty(t.db, { hostId });
  const booking = await createBooking(t.db, {
    propertyId: property.id,
    status: 'booked',
    holdExpiresAt: null,
  });
  if (options.paid !== false)
    await t.db.insert(payments).values({
      bookingId: booking.id,
      provider: 'bank_transfer',
      providerRef: `bonifico-${booking.id}`,
      amountCents: booking.payableAmountCents,
      status: 'succeeded',
    });
  const adjustment = options.netCents < 0;
  const commissionCents = adjustment ? 0 : Math.round(options.netCents / 9);
  const line = await insertOne(t.db, payouts, {
    hostId,
    bookingId: booking.id,
    kind: adjustment ? 'adjustment' : 'booking',
    commissionBasisPoints: 1000,
    grossCents: options.netCents + commissionCents,
    commissionCents,
    netCents: options.netCents,
    dueOn: daysFromToday(options.dueIn ?? -1),
    status: options.status ?? 'due',
  });
  return { line, booking };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Helpers of the payout tests, bound to one test app. */
export function payoutFixtures(getApp: () => TestApp) {
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string | null, payload?: unknown) =>
    getApp().app.inject({
      method,
      url: `/backend/api/${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  /** A host with a password (the IBAN asks for it) and a live session. */
  async function signedInHost() {
    const t = getApp();
    const host = await createHostUser(t.db, { passwordHash: await guestPasswordHash() });
    return { ...host, token: await createSessionToken(t.db, host.id, t.app.config.sessionSecret) };
  }

  async function saveProfile(token: string, profile: PayoutProfileInput = PERSON_PROFILE) {
    const saved = await call('PUT', 'host/payout-profile', token, {
      ...profile,
      current_password: GUEST_PASSWORD,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json().data;
  }

  /** A booking of the host's new space (its first day `from` days ahead), paid in the card sandbox. */
  async function paidByCard(hostId: number, options: { from?: number; amountCents?: number } = {}) {
    const t = getApp();
    const property = await createProperty(t.db, { hostId });
    const guest = await createUser(t.db, {
      passwordHash: await guestPasswordHash(),
      emailVerifiedAt: new Date(),
    });
    const cents = options.amountCents ?? 12_200;
    const booking = await createBooking(t.db, {
      propertyId: property.id,
      userId: guest.id,
      from: options.from ?? 10,
      to: options.from ?? 10,
      propertyAmountCents: cents,
      payableAmountCents: cents,
    });
    const guestToken = await createSessionToken(t.db, guest.id, t.app.config.sessionSecret);
    const paid = await call('POST', 'payment/card-sandbox', guestToken, {
      booking_id: booking.id,
      card_number: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return { booking, guest, guestToken };
  }

  return {
    call,
    signedInHost,
    saveProfile,
    paidByCard,
    /** The ledger's lines of a booking, its own first. */
    linesOf: (bookingId: number) =>
      getApp().db.select().from(payouts).where(eq(payouts.bookingId, bookingId)).orderBy(asc(payouts.id)),
    async commissionOf(bookingId: number) {
      const [row] = await getApp()
        .db.select({ basisPoints: bookings.commissionBasisPoints })
        .from(bookings)
        .where(eq(bookings.id, bookingId));
      return row?.basisPoints;
    },
    /** Opens the host's sandbox account and completes its verification, as the host's browser does. */
    async enableSandboxAccount(token: string) {
      const link = await call('POST', 'host/payout-account/onboarding', token);
      expect(link.statusCode, link.body).toBe(200);
      const url = new URL(link.json().data.url as string);
      const done = await getApp().app.inject({ method: 'POST', url: url.pathname });
      expect(done.statusCode, done.body).toBe(303);
      return url;
    },
  };
}
