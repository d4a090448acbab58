import { messages } from '@scrivania/core/messages.it';
import {
  availabilityWindows,
  bookings,
  chatMessages,
  externalCalendars,
  hostPayoutAccounts,
  hostPayoutProfiles,
  payments,
  payouts,
  properties,
  propertyImages,
  refunds,
} from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatApi, chatCast } from '../test/chat-helpers.ts';
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
} from '../test/factories.ts';
import { fileDocument } from '../test/invoice-fixtures.ts';
import { paymentFixtures } from '../test/payment-fixtures.ts';
import { PERSON_PROFILE } from '../test/payout-fixtures.ts';
import { postProfileUpdate, profileForm, validProfile } from '../test/profile-form.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { Access, RouteAccess } from './access.ts';

/**
 * Every route of the app, read from its own route table, called by nobody, a visitor, a host and an
 * admin: the status class must be the one its declared access gives. Then every route that names a
 * record (a path parameter, an id in the body or the query) or acts for a signed-in user has an
 * ownership fixture: another user's record answers 404 and never its data, or the fixture says why
 * no user owns what the route names. A new route without a fixture fails here.
 */

const callers = ['anonymous', 'visitor', 'host', 'admin'] as const;
type Caller = (typeof callers)[number];

/** The status class a caller must get: 401, 403, or anything else ('allowed'). */
function expected(access: Access, caller: Caller): 401 | 403 | 'allowed' {
  if (access === 'public') return 'allowed';
  if (caller === 'anonymous') return 401;
  if (access === 'user' || access === caller) return 'allowed';
  return 403;
}

const classOf = (status: number) => (status === 401 || status === 403 ? status : 'allowed');
/** A concrete address for a route: parameters get an id nobody has. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '987654').replace('*', 'nessun-file.png');
const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
/** Fastify's `/a/:id` as OpenAPI spells it, `/a/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');
const ID_NAME = /(^|_)id$|[a-z]Id$/;

interface Operation {
  'x-access'?: Access;
  security?: unknown;
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** The ids a route takes in its body or query, as its OpenAPI entry declares them. */
function idFields(operation: Operation | undefined): string[] {
  if (!operation) return [];
  const query = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const body = Object.values(operation.requestBody?.content ?? {}).flatMap((media) =>
    Object.keys(media.schema?.properties ?? {}),
  );
  return [...query, ...body].filter((name) => ID_NAME.test(name));
}

type Ownership =
  /** Acts on a user's record: the check shows another user gets 404 or nothing of it. */
  | { owned: (t: TestApp) => Promise<void> }
  /** Names no user's record: why. */
  | { notOwned: string };

const PUBLIC_CATALOG = 'a public catalog record: every visitor may read it';
const PUBLIC_CONTENT = 'a public page of the site';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
async function signedIn(t: TestApp) {
  const user = await createUser(t.db);
  return { ...user, token: await createSessionToken(t.db, user.id, t.app.config.sessionSecret) };
}

/** Another user's booking names a booking that does not exist for the caller: 404, no data, nothing changed. */
function strangersBookingPayment(url: string, body: (bookingId: number) => Record<string, unknown>) {
  return async (t: TestApp) => {
    const fixtures = paymentFixtures(() => t);
    const { booking } = await fixtures.guestWithBooking();
    const stranger = await signedIn(t);
    const response = await fixtures.post(url, stranger.token, body(booking.id));
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(booking.bookingNo);
    expect(await fixtures.statusOf(booking.id)).toBe('pending');
    expect(await fixtures.paymentsOf(booking.id)).toEqual([]);
  };
}

/**
 * A paid booking's e-invoice document (its credit note once the guest cancelled and the operator sent
 * the refund): its guest gets it, a stranger and another host get 404 without it. Paid by bank transfer,
 * which both payment set-ups offer.
 */
function strangersInvoiceDocument(document: 'invoice.xml' | 'credit-note.xml') {
  return async (t: TestApp) => {
    const fixtures = paymentFixtures(() => t);
    const { booking, token } = await fixtures.guestWithBooking();
    const admin = await fixtures.tokenFor((await createUser(t.db, { role: 'admin' })).id);
    await fixtures.post('payment/bank-transfer', token, { booking_id: booking.id });
    const received = await fixtures.post(`payment/bank-transfer/${booking.id}/received`, admin, {});
    expect(received.statusCode).toBe(200);
    if (document === 'credit-note.xml') {
      const cancelled = await fixtures.post(`booking/${booking.id}/cancel`, token, {
        iban: 'IT60 X054 2811 1010 0000 0123 456',
        current_password: GUEST_PASSWORD,
      });
      expect(cancelled.statusCode).toBe(200);
      const [refund] = await t.db.select().from(refunds).where(eq(refunds.bookingId, booking.id));
      expect((await fixtures.post(`admin/refunds/${refund?.id}/mark-sent`, admin, {})).statusCode).toBe(200);
    }
    const url = `/backend/api/booking/${booking.id}/${document}`;
    const own = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain(booking.bookingNo);
    const otherHost = await createHostUser(t.db);
    for (const caller of [(await signedIn(t)).token, await fixtures.tokenFor(otherHost.id)]) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(caller) });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(booking.bookingNo);
    }
  };
}

/** An order or intent opened for another user's booking: 404, and the payment stays as it was. */
function strangersOrder(
  url: string,
  provider: 'paypal_sandbox' | 'stripe',
  body: (bookingId: number, ref: string) => Record<string, unknown>,
) {
  return async (t: TestApp) => {
    const fixtures = paymentFixtures(() => t);
    const { booking } = await fixtures.guestWithBooking();
    const ref = provider === 'stripe' ? `pi_altrui${booking.id}` : `ORDINE${booking.id}`;
    await insertOne(t.db, payments, {
      bookingId: booking.id,
      provider,
      providerRef: ref,
      amountCents: booking.payableAmountCents,
      status: 'created',
    });
    const stranger = await signedIn(t);
    const response = await fixtures.post(url, stranger.token, body(booking.id, ref));
    expect(response.statusCode).toBe(404);
    expect(await fixtures.statusOf(booking.id)).toBe('pending');
    expect((await fixtures.paymentsOf(booking.id)).map((p) => p.status)).toEqual(['created']);
  };
}

/**
 * A request of one host's listing, and another host: what the other host asks of it answers 404 (or
 * leaves it out) without its data, and the request stays as it was.
 */
function anotherHostsBooking(check: (t: TestApp, call: HostCall, bookingId: number) => Promise<void>) {
  return async (t: TestApp) => {
    const owner = await createHostUser(t.db);
    const property = await createProperty(t.db, { hostId: owner.id });
    const booking = await createBooking(t.db, {
      propertyId: property.id,
      status: 'requested',
      holdExpiresAt: new Date(Date.now() + 3_600_000),
    });
    const other = await createHostUser(t.db);
    const token = await createSessionToken(t.db, other.id, t.app.config.sessionSecret);
    const call: HostCall = (method, url) =>
      t.app.inject({ method, url: `/backend/api/${url}`, headers: bearer(token) });
    await check(t, call, booking.id);
    const ownerToken = await createSessionToken(t.db, owner.id, t.app.config.sessionSecret);
    const seen = await t.app.inject({
      method: 'GET',
      url: `/backend/api/host/bookings/${booking.id}`,
      headers: bearer(ownerToken),
    });
    expect(seen.json().data.status).toBe('requested');
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe('requested');
    expect(row?.bookingNo).toBe(booking.bookingNo);
  };
}
type HostCall = (method: 'GET' | 'POST', url: string) => Promise<LightMyRequestResponse>;

const hostRefusesAnothersBooking = (method: 'GET' | 'POST', path: (id: number) => string) =>
  anotherHostsBooking(async (_t, call, id) => {
    const response = await call(method, path(id));
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Mario');
  });

/**
 * Another host's listing, called by a host: 404 without its name, and the listing, its photo and its
 * window as they were.
 */
function anotherHostsListing(
  method: 'GET' | 'PATCH' | 'PUT' | 'POST' | 'DELETE',
  path: (listing: { id: number; imageId: number }) => string,
  payload?: Record<string, unknown>,
) {
  return async (t: TestApp) => {
    const owner = await createUser(t.db, { role: 'host' });
    const listing = await createProperty(t.db, {
      hostId: owner.id,
      name: 'Sala Riservata',
      images: ['sala-riservata.webp'],
      windows: [{ startDate: daysFromToday(0), endDate: daysFromToday(30) }],
    });
    const [image] = await t.db.select().from(propertyImages).where(eq(propertyImages.propertyId, listing.id));
    const stranger = await createUser(t.db, { role: 'host' });
    const token = await createSessionToken(t.db, stranger.id, t.app.config.sessionSecret);
    const response = await t.app.inject({
      method,
      url: `/backend/api/host/${path({ id: listing.id, imageId: image?.id ?? 0 })}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Sala Riservata');
    const [row] = await t.db.select().from(properties).where(eq(properties.id, listing.id));
    expect(row).toMatchObject({
      name: 'Sala Riservata',
      status: 'published',
      priceCents: listing.priceCents,
    });
    expect(
      await t.db.select().from(propertyImages).where(eq(propertyImages.propertyId, listing.id)),
    ).toHaveLength(1);
    expect(
      await t.db.select().from(availabilityWindows).where(eq(availabilityWindows.propertyId, listing.id)),
    ).toHaveLength(1);
  };
}

/**
 * Another host's listing with an imported calendar, called by a host: 404 without the calendar's name
 * or address, the calendar still there and the listing's feed secret unchanged.
 */
function anotherHostsCalendar(
  method: 'GET' | 'POST' | 'DELETE',
  path: (ids: { id: number; cid: number }) => string,
  payload?: Record<string, unknown>,
) {
  return async (t: TestApp) => {
    const owner = await createUser(t.db, { role: 'host' });
    const listing = await createProperty(t.db, { hostId: owner.id, name: 'Sala Riservata' });
    const calendar = await insertOne(t.db, externalCalendars, {
      propertyId: listing.id,
      name: 'Agenda Riservata',
      url: 'https://calendari.example/riservato.ics',
    });
    const [before] = await t.db.select().from(properties).where(eq(properties.id, listing.id));
    const stranger = await createUser(t.db, { role: 'host' });
    const token = await createSessionToken(t.db, stranger.id, t.app.config.sessionSecret);
    const response = await t.app.inject({
      method,
      url: `/backend/api/host/${path({ id: listing.id, cid: calendar.id })}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Riservat');
    expect(response.body).not.toContain(before?.calendarFeedToken);
    const [after] = await t.db.select().from(properties).where(eq(properties.id, listing.id));
    expect(after?.calendarFeedToken).toBe(before?.calendarFeedToken);
    expect(
      await t.db.select().from(externalCalendars).where(eq(externalCalendars.id, calendar.id)),
    ).toHaveLength(1);
  };
}

/**
 * A paid booking's e-invoice document, downloaded by its guest (200) and by another visitor (404,
 * without its number).
 */
function anothersInvoiceDocument(file: string, kind: 'invoice' | 'credit_note') {
  return async (t: TestApp) => {
    const { booking, token } = await paymentFixtures(() => t).guestWithBooking({
      status: 'booked',
      holdExpiresAt: null,
    });
    const invoice = await fileDocument(t.db, { bookingId: booking.id });
    const document =
      kind === 'invoice'
        ? invoice
        : await fileDocument(t.db, { bookingId: booking.id, kind, invoiceId: invoice.id });
    const stranger = await signedIn(t);
    const url = `/backend/api/booking/${booking.id}/${file}`;
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode).toBe(200);
    const response = await t.app.inject({ method: 'GET', url, headers: bearer(stranger.token) });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(document.label);
  };
}

const OWNERS_IBAN = 'IT07X0542811101000000654321';

/**
 * A host with a payout profile, an account waiting for its sandbox verification (a live link) and a
 * paid booking's payout line; another host calls the route: nothing of the first host's comes back,
 * and the profile, account and line stay as they were.
 */
function anotherHostsPayouts(
  check: (
    call: (
      method: 'GET' | 'PUT' | 'POST',
      url: string,
      payload?: Record<string, unknown>,
    ) => Promise<LightMyRequestResponse>,
    t: TestApp,
  ) => Promise<void>,
) {
  return async (t: TestApp) => {
    const owner = await createHostUser(t.db);
    await insertOne(t.db, hostPayoutProfiles, {
      userId: owner.id,
      legalType: 'individual',
      firstName: 'Titolare',
      lastName: 'Riservato',
      taxCode: 'RSSMRA85T10A562S',
      birthDate: '1985-12-10',
      address: 'Via Riservata 1',
      zip: '20121',
      city: 'Milano',
      province: 'MI',
      iban: OWNERS_IBAN,
      accountHolder: 'Titolare Riservato',
    });
    await insertOne(t.db, hostPayoutAccounts, {
      userId: owner.id,
      provider: 'sandbox',
      accountId: `acct_sandbox_${owner.id}`,
      linkHash: `hash-del-titolare-${owner.id}`,
      linkExpiresAt: new Date(Date.now() + 600_000),
    });
    const booking = await createBooking(t.db, {
      propertyId: (await createProperty(t.db, { hostId: owner.id })).id,
      status: 'booked',
      holdExpiresAt: null,
    });
    await insertOne(t.db, payouts, {
      hostId: owner.id,
      bookingId: booking.id,
      commissionBasisPoints: 1000,
      grossCents: 12_200,
      commissionCents: 1_220,
      netCents: 10_980,
      dueOn: daysFromToday(11),
    });
    const other = await createHostUser(t.db, { passwordHash: await guestPasswordHash() });
    const token = await createSessionToken(t.db, other.id, t.app.config.sessionSecret);
    await check(
      (method, url, payload) =>
        t.app.inject({
          method,
          url: `/backend/api/${url}`,
          headers: bearer(token),
          ...(payload ? { payload } : {}),
        }),
      t,
    );
    const [profile] = await t.db
      .select()
      .from(hostPayoutProfiles)
      .where(eq(hostPayoutProfiles.userId, owner.id));
    expect(profile).toMatchObject({ iban: OWNERS_IBAN, accountHolder: 'Titolare Riservato' });
    const [account] = await t.db
      .select()
      .from(hostPayoutAccounts)
      .where(eq(hostPayoutAccounts.userId, owner.id));
    expect(account).toMatchObject({ status: 'pending', linkHash: `hash-del-titolare-${owner.id}` });
    const [line] = await t.db.select().from(payouts).where(eq(payouts.bookingId, booking.id));
    expect(line).toMatchObject({ hostId: owner.id, status: 'scheduled', netCents: 10_980 });
  };
}

const SESSION_ONLY =
  'acts on the session’s own account only: the body names no account, so there is nobody else’s to reach';

const OPERATOR =
  'the operator console: an admin may see and change every record, and the matrix above keeps every other role out';

const ownership: Record<string, Ownership> = {
  // The operator console.
  'GET /backend/api/admin/audit-log': { notOwned: OPERATOR },
  'GET /backend/api/admin/faqs': { notOwned: OPERATOR },
  'POST /backend/api/admin/faqs': { notOwned: OPERATOR },
  'POST /backend/api/admin/faqs/reorder': { notOwned: OPERATOR },
  'PATCH /backend/api/admin/faqs/:id': { notOwned: OPERATOR },
  'DELETE /backend/api/admin/faqs/:id': { notOwned: OPERATOR },
  'GET /backend/api/admin/pages/:key': { notOwned: OPERATOR },
  'PATCH /backend/api/admin/pages/:key': { notOwned: OPERATOR },
  'GET /backend/api/admin/seo': { notOwned: OPERATOR },
  'PATCH /backend/api/admin/seo/:page': { notOwned: OPERATOR },
  'GET /backend/api/admin/help-articles': { notOwned: OPERATOR },
  'POST /backend/api/admin/help-articles': { notOwned: OPERATOR },
  'PATCH /backend/api/admin/help-articles/:id': { notOwned: OPERATOR },
  'DELETE /backend/api/admin/help-articles/:id': { notOwned: OPERATOR },
  'GET /backend/api/admin/help-categories': { notOwned: OPERATOR },
  'POST /backend/api/admin/help-categories': { notOwned: OPERATOR },
  'PATCH /backend/api/admin/help-categories/:id': { notOwned: OPERATOR },
  'DELETE /backend/api/admin/help-categories/:id': { notOwned: OPERATOR },
  'GET /backend/api/admin/users': { notOwned: OPERATOR },
  'POST /backend/api/admin/bookings/:id/refund': { notOwned: OPERATOR },
  'GET /backend/api/admin/refunds': { notOwned: OPERATOR },
  'POST /backend/api/admin/refunds/:id/retry': { notOwned: OPERATOR },
  'POST /backend/api/admin/refunds/:id/resend': { notOwned: OPERATOR },
  'POST /backend/api/admin/refunds/:id/mark-sent': { notOwned: OPERATOR },
  'GET /backend/api/admin/jobs': { notOwned: OPERATOR },
  'POST /backend/api/admin/jobs/:id/retry': { notOwned: OPERATOR },
  'POST /backend/api/admin/jobs/:id/discard': { notOwned: OPERATOR },
  'GET /backend/api/admin/mail-previews': { notOwned: OPERATOR },
  'GET /backend/api/admin/mail-previews/:name': { notOwned: OPERATOR },
  'GET /backend/api/admin/users/:id': { notOwned: OPERATOR },
  'POST /backend/api/admin/users/:id/block': { notOwned: OPERATOR },
  'POST /backend/api/admin/users/:id/unblock': { notOwned: OPERATOR },
  'POST /backend/api/admin/users/:id/role': { notOwned: OPERATOR },
  'GET /backend/api/admin/categories': { notOwned: OPERATOR },
  'POST /backend/api/admin/categories': { notOwned: OPERATOR },
  'PATCH /backend/api/admin/categories/:id': { notOwned: OPERATOR },
  'GET /backend/api/admin/cities': { notOwned: OPERATOR },
  'POST /backend/api/admin/cities': { notOwned: OPERATOR },
  'PATCH /backend/api/admin/cities/:id': { notOwned: OPERATOR },
  'POST /backend/api/admin/cities/:id/photo': { notOwned: OPERATOR },
  'GET /backend/api/admin/services': { notOwned: OPERATOR },
  'POST /backend/api/admin/services': { notOwned: OPERATOR },
  'PATCH /backend/api/admin/services/:id': { notOwned: OPERATOR },
  'GET /backend/api/admin/listings': { notOwned: OPERATOR },
  'POST /backend/api/admin/listings/:id/unpublish': { notOwned: OPERATOR },
  'POST /backend/api/admin/listings/:id/republish': { notOwned: OPERATOR },
  'POST /backend/api/admin/listings/:id/recommend': { notOwned: OPERATOR },
  'POST /backend/api/admin/listings/:id/unrecommend': { notOwned: OPERATOR },
  'GET /backend/api/admin/summary': { notOwned: OPERATOR },
  'GET /backend/api/admin/testimonials': { notOwned: OPERATOR },
  'POST /backend/api/admin/testimonials/:id/approve': { notOwned: OPERATOR },
  'POST /backend/api/admin/testimonials/:id/reject': { notOwned: OPERATOR },
  'GET /backend/api/admin/reviews': { notOwned: OPERATOR },
  'POST /backend/api/admin/reviews/:id/hide': { notOwned: OPERATOR },
  'POST /backend/api/admin/reviews/:id/show': { notOwned: OPERATOR },
  'GET /backend/api/admin/coupons': { notOwned: OPERATOR },
  'POST /backend/api/admin/coupons': { notOwned: OPERATOR },
  'PATCH /backend/api/admin/coupons/:id': { notOwned: OPERATOR },
  'POST /backend/api/admin/coupons/:id/end': { notOwned: OPERATOR },
  'GET /backend/api/admin/taxes': { notOwned: OPERATOR },
  'POST /backend/api/admin/taxes': { notOwned: OPERATOR },
  'PATCH /backend/api/admin/taxes/:id': { notOwned: OPERATOR },
  'GET /backend/api/admin/bookings': { notOwned: OPERATOR },
  'GET /backend/api/admin/bookings/:id': { notOwned: OPERATOR },
  'GET /backend/api/admin/contact-requests': { notOwned: OPERATOR },
  'GET /backend/api/admin/invoices': { notOwned: OPERATOR },
  'GET /backend/api/admin/invoices/export': { notOwned: OPERATOR },
  'POST /backend/api/admin/contact-requests/:id/handle': { notOwned: OPERATOR },
  'GET /backend/api/admin/settings/commission': { notOwned: OPERATOR },
  'PUT /backend/api/admin/settings/commission': { notOwned: OPERATOR },
  'GET /backend/api/admin/payouts': { notOwned: OPERATOR },
  'POST /backend/api/admin/payouts/:id/release': { notOwned: OPERATOR },
  'POST /backend/api/admin/payouts/run': { notOwned: OPERATOR },
  'GET /backend/api/admin/payout-batches': { notOwned: OPERATOR },
  'POST /backend/api/admin/payout-batches': { notOwned: OPERATOR },
  'GET /backend/api/admin/payout-batches/:id.xml': { notOwned: OPERATOR },
  'POST /backend/api/admin/payout-batches/:id/mark-paid': { notOwned: OPERATOR },
  'GET /backend/api/host/payout-profile': {
    owned: anotherHostsPayouts(async (call) => {
      const data = (await call('GET', 'host/payout-profile')).json().data;
      expect(data).toEqual({ profile: null, complete: false, history: [] });
    }),
  },
  'PUT /backend/api/host/payout-profile': {
    owned: anotherHostsPayouts(async (call) => {
      const saved = await call('PUT', 'host/payout-profile', {
        ...PERSON_PROFILE,
        account_holder: 'Altro Host',
        current_password: GUEST_PASSWORD,
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.body).not.toContain(OWNERS_IBAN);
    }),
  },
  'GET /backend/api/host/payouts': {
    owned: anotherHostsPayouts(async (call) => {
      expect((await call('GET', 'host/payouts')).json().data.payouts).toEqual([]);
    }),
  },
  'GET /backend/api/host/payouts/statement': {
    owned: anotherHostsPayouts(async (call) => {
      const month = daysFromToday(11).slice(0, 7);
      const csv = await call('GET', `host/payouts/statement?month=${month}&format=csv`);
      expect(csv.statusCode).toBe(200);
      // The header and the three total rows, all at zero: none of the owner's lines.
      expect(csv.body.trimEnd().split('\r\n')).toHaveLength(4);
      expect(csv.body).not.toContain('109,80');
    }),
  },
  'GET /backend/api/host/payouts/summary': {
    owned: anotherHostsPayouts(async (call) => {
      const data = (await call('GET', 'host/payouts/summary')).json().data;
      expect(data).toMatchObject({ next_payout: null, upcoming_net_cents: 0, paid_net_cents: 0 });
    }),
  },
  'GET /backend/api/host/payout-account': {
    owned: anotherHostsPayouts(async (call) => {
      expect((await call('GET', 'host/payout-account')).json().data.status).toBe('not_started');
    }),
  },
  'POST /backend/api/host/payout-account/onboarding': {
    owned: anotherHostsPayouts(async (call) => {
      // Without a profile of its own the caller is refused before any account is touched.
      expect((await call('POST', 'host/payout-account/onboarding')).statusCode).toBe(409);
    }),
  },
  'GET /backend/api/payout-sandbox/onboarding/:token': {
    owned: anotherHostsPayouts(async (_call, t) => {
      const page = await t.app.inject({
        method: 'GET',
        url: '/backend/api/payout-sandbox/onboarding/altrui',
      });
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain('Titolare Riservato');
    }),
  },
  'POST /backend/api/payout-sandbox/onboarding/:token': {
    owned: anotherHostsPayouts(async (_call, t) => {
      const done = await t.app.inject({
        method: 'POST',
        url: '/backend/api/payout-sandbox/onboarding/altrui',
      });
      expect(done.statusCode).toBe(404);
    }),
  },
  'GET /backend/api/category-name/:id': { notOwned: PUBLIC_CATALOG },
  'GET /backend/api/city-name/:id': { notOwned: PUBLIC_CATALOG },
  'GET /backend/api/property/category-id/:id': { notOwned: PUBLIC_CATALOG },
  'GET /backend/api/property/city-id/:id': { notOwned: PUBLIC_CATALOG },
  'GET /backend/api/property/:id': { notOwned: PUBLIC_CATALOG },
  'GET /backend/api/check-availability': { notOwned: PUBLIC_CATALOG },
  'GET /backend/api/property/:id/slots': { notOwned: PUBLIC_CATALOG },
  'GET /backend/api/property/search-from-home': { notOwned: PUBLIC_CATALOG },
  'GET /backend/api/services': { notOwned: PUBLIC_CATALOG },
  'GET /backend/api/booking/property/:id': { notOwned: PUBLIC_CATALOG },
  'GET /backend/api/booking/extra-service/:id': { notOwned: PUBLIC_CATALOG },
  'GET /backend/api/property-review/:id': { notOwned: 'the published reviews of a public listing' },
  'GET /backend/api/testimonials': { notOwned: 'the approved testimonials the home page shows' },
  'GET /backend/api/section/:n': { notOwned: PUBLIC_CONTENT },
  'GET /backend/api/seo-details/:page': { notOwned: PUBLIC_CONTENT },
  'GET /backend/api/help-center/detail/:id': { notOwned: PUBLIC_CONTENT },
  'GET /backend/api/help-center/detail-api/:id': { notOwned: PUBLIC_CONTENT },
  'GET /backend/api/auth/:provider/redirect/user': { notOwned: 'names a sign-in provider, not a record' },
  'GET /backend/images/*': { notOwned: 'public images of listings and pages' },
  'GET /sitemap-:part.xml': { notOwned: 'a part of the sitemap of public pages' },
  'POST /backend/api/booking/store': {
    notOwned: 'creates a booking for the session’s user; the property it names is a public listing',
  },
  'POST /backend/api/chat/contact-host': {
    notOwned: 'opens a conversation with the host of a published listing, which anybody signed in may',
  },
  'POST /backend/api/property-review/store': {
    notOwned: 'reviews a public listing as the session’s user',
  },
  'POST /backend/api/payment/bank-transfer/:id/received': {
    notOwned: 'the operator (admin only) confirms the transfer of any booking',
  },
  'POST /backend/api/profile/changePasswords': { notOwned: SESSION_ONLY },
  'POST /backend/api/profile/verify-email/resend': { notOwned: SESSION_ONLY },

  'POST /backend/api/host/properties': {
    notOwned: 'creates a draft for the session’s host; the category, city and services it names are public',
  },
  'GET /backend/api/host/services': {
    notOwned: 'the shared services catalogue, the same for every host',
  },
  'GET /backend/api/host/places': {
    owned: async (t) => {
      const owner = await createUser(t.db, { role: 'host' });
      await createProperty(t.db, {
        hostId: owner.id,
        status: 'draft',
        address: 'Vicolo Riservatissimo 9, 20121 Milano',
        latitude: 45.46,
        longitude: 9.19,
      });
      const stranger = await createUser(t.db, { role: 'host' });
      const token = await createSessionToken(t.db, stranger.id, t.app.config.sessionSecret);
      const response = await t.app.inject({
        method: 'GET',
        url: '/backend/api/host/places?q=riservatissimo',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([]);
      expect(response.body).not.toContain('Riservatissimo');
    },
  },
  'GET /backend/api/host/properties': {
    owned: async (t) => {
      const owner = await createUser(t.db, { role: 'host' });
      await createProperty(t.db, { hostId: owner.id, name: 'Sala Riservata' });
      const stranger = await createUser(t.db, { role: 'host' });
      const token = await createSessionToken(t.db, stranger.id, t.app.config.sessionSecret);
      const response = await t.app.inject({
        method: 'GET',
        url: '/backend/api/host/properties',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([]);
    },
  },
  'GET /backend/api/host/properties/:id': {
    owned: anotherHostsListing('GET', ({ id }) => `properties/${id}`),
  },
  'PATCH /backend/api/host/properties/:id': {
    owned: anotherHostsListing('PATCH', ({ id }) => `properties/${id}`, { property_name: 'Presa', price: 1 }),
  },
  'POST /backend/api/host/properties/:id/images': {
    owned: anotherHostsListing('POST', ({ id }) => `properties/${id}/images`),
  },
  'PATCH /backend/api/host/properties/:id/images/:imageId': {
    owned: anotherHostsListing('PATCH', ({ id, imageId }) => `properties/${id}/images/${imageId}`, {
      alt: 'Presa',
      position: 1,
    }),
  },
  'DELETE /backend/api/host/properties/:id/images/:imageId': {
    owned: anotherHostsListing('DELETE', ({ id, imageId }) => `properties/${id}/images/${imageId}`),
  },
  'PUT /backend/api/host/properties/:id/availability': {
    owned: anotherHostsListing('PUT', ({ id }) => `properties/${id}/availability`, {
      windows: [],
      closed_days: [],
    }),
  },
  'GET /backend/api/host/properties/:id/calendars': {
    owned: anotherHostsCalendar('GET', ({ id }) => `properties/${id}/calendars`),
  },
  'POST /backend/api/host/properties/:id/calendars': {
    owned: anotherHostsCalendar('POST', ({ id }) => `properties/${id}/calendars`, {
      name: 'Presa',
      url: 'https://calendari.example/presa.ics',
    }),
  },
  'DELETE /backend/api/host/properties/:id/calendars/:cid': {
    owned: anotherHostsCalendar('DELETE', ({ id, cid }) => `properties/${id}/calendars/${cid}`),
  },
  'POST /backend/api/host/properties/:id/calendars/:cid/sync': {
    owned: anotherHostsCalendar('POST', ({ id, cid }) => `properties/${id}/calendars/${cid}/sync`),
  },
  'POST /backend/api/host/properties/:id/calendar-feed/rotate': {
    owned: anotherHostsCalendar('POST', ({ id }) => `properties/${id}/calendar-feed/rotate`),
  },
  'GET /ical/listings/:id/:file': {
    owned: async (t) => {
      const listing = await createProperty(t.db, { name: 'Sala Riservata' });
      const [row] = await t.db.select().from(properties).where(eq(properties.id, listing.id));
      const feed = (file: string) =>
        t.app.inject({ method: 'GET', url: `/ical/listings/${listing.id}/${file}` });
      const wrong = await feed(`${'0'.repeat(64)}.ics`);
      expect(wrong.statusCode).toBe(404);
      expect(wrong.body).not.toContain('BEGIN:VCALENDAR');
      expect((await feed(`${row?.calendarFeedToken}.ics`)).statusCode).toBe(200);
    },
  },
  'POST /backend/api/host/properties/:id/publish': {
    owned: anotherHostsListing('POST', ({ id }) => `properties/${id}/publish`),
  },
  'POST /backend/api/host/properties/:id/archive': {
    owned: anotherHostsListing('POST', ({ id }) => `properties/${id}/archive`),
  },

  'GET /backend/api/booking/details/:id': {
    owned: async (t) => {
      const { booking, token } = await paymentFixtures(() => t).guestWithBooking();
      const stranger = await signedIn(t);
      const url = `/backend/api/booking/details/${booking.id}`;
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode).toBe(200);
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(stranger.token) });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(booking.bookingNo);
    },
  },
  'POST /backend/api/host/bookings/:id/cancel': {
    owned: async (t) => {
      const fixtures = paymentFixtures(() => t);
      const { booking } = await fixtures.guestWithBooking();
      const stranger = await createUser(t.db, { role: 'host' });
      const token = await createSessionToken(t.db, stranger.id, t.app.config.sessionSecret);
      const response = await t.app.inject({
        method: 'POST',
        url: `/backend/api/host/bookings/${booking.id}/cancel`,
        headers: bearer(token),
        payload: { reason: 'Prova' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(booking.bookingNo);
      expect(await fixtures.statusOf(booking.id)).toBe('pending');
    },
  },
  'GET /backend/api/booking/:id/cancellation': {
    owned: async (t) => {
      const { booking, token } = await paymentFixtures(() => t).guestWithBooking();
      const stranger = await signedIn(t);
      const url = `/backend/api/booking/${booking.id}/cancellation`;
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode).toBe(200);
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(stranger.token) });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(String(booking.payableAmountCents));
    },
  },
  'GET /backend/api/booking/:id/calendar.ics': {
    owned: async (t) => {
      const { booking, token } = await paymentFixtures(() => t).guestWithBooking();
      const stranger = await signedIn(t);
      const url = `/backend/api/booking/${booking.id}/calendar.ics`;
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode).toBe(200);
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(stranger.token) });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(booking.bookingNo);
    },
  },
  'GET /backend/api/booking/:id/invoice.pdf': { owned: anothersInvoiceDocument('invoice.pdf', 'invoice') },
  'GET /backend/api/booking/:id/credit-note.pdf': {
    owned: anothersInvoiceDocument('credit-note.pdf', 'credit_note'),
  },
  'POST /backend/api/booking/:id/cancel': {
    owned: async (t) => {
      const fixtures = paymentFixtures(() => t);
      const { booking } = await fixtures.guestWithBooking();
      const stranger = await signedIn(t);
      const url = `/backend/api/booking/${booking.id}/cancel`;
      const response = await t.app.inject({ method: 'POST', url, headers: bearer(stranger.token) });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(booking.bookingNo);
      expect(await fixtures.statusOf(booking.id)).toBe('pending');
    },
  },
  'GET /backend/api/booking/:id/invoice.xml': { owned: strangersInvoiceDocument('invoice.xml') },
  'GET /backend/api/booking/:id/credit-note.xml': { owned: strangersInvoiceDocument('credit-note.xml') },
  'GET /backend/api/order/list': {
    owned: async (t) => {
      const { booking, token } = await paymentFixtures(() => t).guestWithBooking();
      const stranger = await signedIn(t);
      const list = (headers: Record<string, string>) =>
        t.app.inject({ method: 'GET', url: '/backend/api/order/list', headers });
      expect((await list(bearer(token))).body).toContain(booking.bookingNo);
      const response = await list(bearer(stranger.token));
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual([]);
    },
  },
  'POST /backend/api/payment/bank-transfer': {
    owned: strangersBookingPayment('payment/bank-transfer', (id) => ({ booking_id: id })),
  },
  'POST /backend/api/payment/card-sandbox': {
    owned: strangersBookingPayment('payment/card-sandbox', (id) => ({
      booking_id: id,
      card_number: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
    })),
  },
  'POST /backend/api/payment/paypal/order': {
    owned: strangersBookingPayment('payment/paypal/order', (id) => ({ booking_id: id })),
  },
  'POST /backend/api/payment/stripe': {
    owned: strangersBookingPayment('payment/stripe', (id) => ({ booking_id: id })),
  },
  'POST /backend/api/payment/paypal/capture': {
    owned: strangersOrder('payment/paypal/capture', 'paypal_sandbox', (id, ref) => ({
      booking_id: id,
      order_id: ref,
    })),
  },
  'POST /backend/api/payment/stripe/confirm': {
    owned: strangersOrder('payment/stripe/confirm', 'stripe', (id, ref) => ({
      booking_id: id,
      payment_intent_id: ref,
    })),
  },
  'POST /backend/api/chat/get-message/:userId': {
    owned: async (t) => {
      const { guest, host, stranger } = await chatCast(t);
      const chat = chatApi(t);
      expect((await chat.send(guest, host, 'Solo per te')).statusCode).toBe(200);
      expect((await chat.history(host, guest)).body).toContain('Solo per te');
      const response = await chat.history(stranger, guest);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Solo per te');
    },
  },
  'POST /backend/api/chat/send-message': {
    owned: async (t) => {
      const { guest, stranger } = await chatCast(t);
      expect((await chatApi(t).send(stranger, guest, 'Non richiesto')).statusCode).toBe(404);
      const sent = await t.db.select().from(chatMessages).where(eq(chatMessages.senderId, stranger.id));
      expect(sent).toEqual([]);
    },
  },
  'GET /backend/api/chat/user-list': {
    owned: async (t) => {
      const { guest, host, stranger } = await chatCast(t);
      const chat = chatApi(t);
      await chat.send(guest, host, 'Ciao');
      expect((await chat.userList(host)).json().data.user_list).toHaveLength(1);
      expect((await chat.userList(stranger)).json().data.user_list).toEqual([]);
    },
  },
  'GET /backend/api/chat/total-msg-count': {
    owned: async (t) => {
      const { guest, host, stranger } = await chatCast(t);
      const chat = chatApi(t);
      await chat.send(guest, host, 'Ciao');
      expect((await chat.count(host)).json().count).toBe(1);
      expect((await chat.count(stranger)).json().count).toBe(0);
    },
  },
  'GET /backend/api/host/bookings/:id': {
    owned: hostRefusesAnothersBooking('GET', (id) => `host/bookings/${id}`),
  },
  'POST /backend/api/host/bookings/:id/accept': {
    owned: hostRefusesAnothersBooking('POST', (id) => `host/bookings/${id}/accept`),
  },
  'POST /backend/api/host/bookings/:id/decline': {
    owned: hostRefusesAnothersBooking('POST', (id) => `host/bookings/${id}/decline`),
  },
  'GET /backend/api/host/bookings': {
    owned: anotherHostsBooking(async (_t, call) => {
      for (const query of ['', '?format=csv']) {
        const response = await call('GET', `host/bookings${query}`);
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toContain('Mario');
      }
    }),
  },
  'GET /backend/api/host/dashboard': {
    owned: anotherHostsBooking(async (_t, call) => {
      const data = (await call('GET', 'host/dashboard')).json().data;
      expect(data.requests).toEqual([]);
      expect(data.today.length + data.upcoming.length + data.transfers.length).toBe(0);
    }),
  },
  'GET /backend/api/host/earnings': {
    owned: async (t) => {
      const owner = await createHostUser(t.db);
      const property = await createProperty(t.db, { hostId: owner.id });
      await createBooking(t.db, { propertyId: property.id, status: 'booked', holdExpiresAt: null });
      const earnings = async (hostId: number) =>
        (
          await t.app.inject({
            method: 'GET',
            url: '/backend/api/host/earnings',
            headers: bearer(await createSessionToken(t.db, hostId, t.app.config.sessionSecret)),
          })
        ).json().data.total.bookings;
      expect(await earnings(owner.id)).toBe(1);
      expect(await earnings((await createHostUser(t.db)).id)).toBe(0);
    },
  },
  'GET /backend/api/profile': {
    owned: async (t) => {
      const [one, other] = [await signedIn(t), await signedIn(t)];
      const response = await t.app.inject({
        method: 'GET',
        url: '/backend/api/profile',
        headers: bearer(one.token),
      });
      expect(response.json().data.email).toBe(one.email);
      expect(response.body).not.toContain(other.email);
    },
  },
  'POST /backend/api/profile/update': {
    owned: async (t) => {
      const [one, other] = [await signedIn(t), await signedIn(t)];
      const form = profileForm({
        ...validProfile,
        email: one.email,
        name: 'Nome Cambiato',
        id: String(other.id),
        user_id: String(other.id),
      });
      expect((await postProfileUpdate(t, one.token, form)).statusCode).toBe(200);
      const profileOf = async (token: string) =>
        (await t.app.inject({ method: 'GET', url: '/backend/api/profile', headers: bearer(token) })).json()
          .data;
      expect((await profileOf(one.token)).name).toBe('Nome Cambiato');
      expect((await profileOf(other.token)).name).toBe(other.name);
    },
  },
  'POST /backend/api/logout': {
    owned: async (t) => {
      const [one, other] = [await signedIn(t), await signedIn(t)];
      const logout = await t.app.inject({
        method: 'POST',
        url: '/backend/api/logout',
        headers: bearer(one.token),
      });
      expect(logout.statusCode).toBe(200);
      const profile = (token: string) =>
        t.app.inject({ method: 'GET', url: '/backend/api/profile', headers: bearer(token) });
      expect((await profile(one.token)).statusCode).toBe(401);
      expect((await profile(other.token)).statusCode).toBe(200);
    },
  },
};

/** The two payment set-ups have different routes: the card sandbox, or Stripe. */
const setups = {
  sandbox: {},
  stripe: {
    STRIPE_SECRET_KEY: 'sk_test_matrice',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_matrice',
    STRIPE_WEBHOOK_SECRET: 'whsec_matrice',
    // Nothing listens there: no check here may reach Stripe.
    STRIPE_API_URL: 'http://127.0.0.1:9',
  },
};

const seenRoutes = new Set<string>();

describe.each(Object.entries(setups))('routes of the %s payment set-up', (_name, env) => {
  let t: TestApp;
  let routes: readonly RouteAccess[];
  let openApi: OpenApi;
  beforeAll(async () => {
    t = await createTestApp({ env: { PAYMENTS_MODE: 'sandbox', ...env } });
    routes = t.app.routeAccess;
    for (const route of routes) seenRoutes.add(keyOf(route));
    openApi = (await t.app.inject({ method: 'GET', url: '/backend/api/openapi.json' })).json();
  });
  afterAll(() => t.close());

  const operationOf = (route: RouteAccess) =>
    openApi.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];

  it('lists every route with its access, the guarded ones included', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes).toContainEqual({ method: 'GET', url: '/backend/api/booking/details/:id', access: 'user' });
    expect(routes).toContainEqual({
      method: 'POST',
      url: '/backend/api/payment/bank-transfer/:id/received',
      access: 'admin',
    });
  });

  // Every route as four callers is several hundred requests, each with its own session: more than the
  // suite's 30 s for a test on a busy two-core machine.
  it('answers each caller of every route as the route’s access says', { timeout: 120_000 }, async () => {
    const users = {
      visitor: await createUser(t.db),
      host: await createUser(t.db, { role: 'host' }),
      admin: await createUser(t.db, { role: 'admin' }),
    };
    const mismatches: string[] = [];
    for (const route of routes) {
      await Promise.all(
        callers.map(async (caller) => {
          // A fresh session per call: the logout route ends the one it is called with.
          const headers =
            caller === 'anonymous'
              ? {}
              : bearer(await createSessionToken(t.db, users[caller].id, t.app.config.sessionSecret));
          const method = route.method as InjectOptions['method'];
          const response = await t.app.inject({ method, url: concrete(route.url), headers });
          const want = expected(route.access, caller);
          if (classOf(response.statusCode) !== want)
            mismatches.push(
              `${keyOf(route)} (${route.access}) as ${caller}: ${response.statusCode}, expected ${want}`,
            );
          if (want === 401 && route.method !== 'HEAD')
            expect(response.json()).toEqual({ success: false, message: messages.account.unauthenticated });
        }),
      );
    }
    expect(mismatches).toEqual([]);
  });

  it('says in the OpenAPI document who may call each operation', () => {
    for (const route of routes) {
      const operation = operationOf(route);
      if (!operation) continue;
      expect(operation['x-access'], keyOf(route)).toBe(route.access);
      expect(operation.security, keyOf(route)).toEqual(
        route.access === 'public' ? undefined : [{ bearer: [] }],
      );
    }
  });

  it('has an ownership fixture for every route that names a record or acts for a signed-in user', () => {
    const missing = routes
      .filter((route) => route.method !== 'HEAD')
      .filter(
        (route) =>
          route.access !== 'public' || /[:*]/.test(route.url) || idFields(operationOf(route)).length > 0,
      )
      .map(keyOf)
      .filter((key) => !(key in ownership));
    expect(missing).toEqual([]);
  });

  it.for(Object.entries(ownership).filter(([, fixture]) => 'owned' in fixture))(
    '%s: another user’s record is not found',
    async ([key, fixture], context) => {
      if (!routes.some((route) => keyOf(route) === key)) context.skip(`${key} is not offered in this set-up`);
      if ('owned' in fixture) await fixture.owned(t);
    },
  );
});

describe('the ownership fixtures', () => {
  it('all name a route of the app', () => {
    expect(Object.keys(ownership).filter((key) => !seenRoutes.has(key))).toEqual([]);
  });
});
