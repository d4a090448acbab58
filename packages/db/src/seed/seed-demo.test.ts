import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { SEO_PAGES } from '@scrivania/core/content/schemas';
import { addDays } from '@scrivania/core/dates';
import { IMAGE_WIDTHS, imageVariantName } from '@scrivania/core/images';
import { splitPayout } from '@scrivania/core/payouts/commission';
import { PayoutProfileBodySchema } from '@scrivania/core/payouts/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDb } from '../client.ts';
import { migrate } from '../migrate.ts';
import * as s from '../schema.ts';
import { CITIES } from './data/catalog.ts';
import { photoFolder } from './photos.ts';
import {
  DEMO_PASSWORD,
  type DemoSeedSummary,
  describeDemoSeed,
  isDatabaseEmpty,
  seedDemoData,
} from './seed-demo.ts';

const TODAY = '2026-03-10';
let handle: DbHandle;
let imagesDir: string;
let summary: DemoSeedSummary;

beforeAll(async () => {
  imagesDir = await mkdtemp(path.join(tmpdir(), 'scrivania-seed-'));
  handle = await openDb({ kind: 'pglite' });
  await migrate(handle);
  expect(await isDatabaseEmpty(handle.db)).toBe(true);
  summary = await seedDemoData(handle.db, { photos: photoFolder(imagesDir), today: TODAY });
}, 120_000);

afterAll(async () => {
  await handle.close();
  await rm(imagesDir, { recursive: true, force: true });
});

describe('demo data', () => {
  it('is seeded once: the database is no longer empty', async () => {
    expect(await isDatabaseEmpty(handle.db)).toBe(false);
  });

  it('has the four demo accounts of the contract, the operator among them, with the demo password', async () => {
    const rows = await handle.db.select().from(s.users);
    const byEmail = new Map(rows.map((u) => [u.email, u]));
    expect(rows).toHaveLength(4);
    expect(byEmail.get('visitatore@example.com')).toMatchObject({ name: 'Mario Rossi', role: 'visitor' });
    expect(byEmail.get('giulia.bianchi@example.com')).toMatchObject({
      name: 'Giulia Bianchi',
      role: 'visitor',
    });
    expect(byEmail.get('host@example.com')).toMatchObject({ name: 'Luca Ferri', role: 'host' });
    expect(byEmail.get('admin@example.com')).toMatchObject({ name: 'Anna Conti', role: 'admin' });
    for (const user of rows) {
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verify(user.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    }
  });

  it('says what it seeded: the accounts and their published password', async () => {
    expect(summary.properties).toBe((await handle.db.select().from(s.properties)).length);
    const line = describeDemoSeed(summary);
    expect(line).toContain('admin@example.com (admin)');
    expect(line).toContain('host@example.com (host)');
    expect(line).toContain(DEMO_PASSWORD);
    expect(line).not.toContain('\n');
  });

  it('has the categories with the fixed home-page ids and Luxury hidden', async () => {
    const rows = await handle.db.select().from(s.categories).orderBy(s.categories.id);
    expect(rows.slice(0, 3).map((c) => [c.id, c.name])).toEqual([
      [1, 'Day Office'],
      [2, 'Coworking'],
      [3, 'Sala Riunioni'],
    ]);
    expect(rows.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Ufficio Privato', 'Ufficio Personalizzato', 'Sala Eventi']),
    );
    expect(rows.find((c) => c.name === 'Luxury Work Space')?.hiddenFromMenu).toBe(true);
    expect(rows.find((c) => c.name === 'Coworking')?.occupancy).toBe('shared');
  });

  it('lets the demo host own every listing, published, placed near its city centre, one booked on request', async () => {
    const props = await handle.db.select().from(s.properties);
    const cities = await handle.db.select().from(s.cities);
    const [host] = await handle.db.select().from(s.users).where(eq(s.users.email, 'host@example.com'));
    for (const p of props) {
      expect(p.hostId, p.name).toBe(host?.id);
      expect(p.status, p.name).toBe('published');
      expect(p.bookingMode, p.name).toBe(p.name === 'Sala Eventi Posillipo' ? 'request' : 'instant');
      const city = CITIES.find((c) => c.name === cities.find((row) => row.id === p.cityId)?.name);
      expect(Math.abs((p.latitude ?? 0) - (city?.lat ?? 0)), p.name).toBeLessThan(0.02);
      expect(Math.abs((p.longitude ?? 0) - (city?.lon ?? 0)), p.name).toBeLessThan(0.02);
    }
  });

  it('gives the demo listings a mix of the three cancellation policies', async () => {
    const props = await handle.db.select().from(s.properties);
    const counts = new Map<string, number>();
    for (const p of props) counts.set(p.cancellationPolicy, (counts.get(p.cancellationPolicy) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual(['flessibile', 'moderata', 'rigida']);
    for (const count of counts.values()) expect(count).toBeGreaterThanOrEqual(props.length / 4);
  });

  it('covers every visible category with 3 properties and every city with 2, with photos', async () => {
    const props = await handle.db.select().from(s.properties);
    const cats = await handle.db.select().from(s.categories);
    const cities = await handle.db.select().from(s.cities);
    expect(props.length).toBeGreaterThanOrEqual(24);
    expect(cities.map((c) => c.name).sort()).toEqual([
      'Bologna',
      'Firenze',
      'Milano',
      'Napoli',
      'Roma',
      'Torino',
    ]);
    for (const c of cats.filter((c) => !c.hiddenFromMenu)) {
      expect(props.filter((p) => p.categoryId === c.id).length, c.name).toBeGreaterThanOrEqual(3);
    }
    for (const c of cities)
      expect(props.filter((p) => p.cityId === c.id).length, c.name).toBeGreaterThanOrEqual(2);
    expect(new Set(props.map((p) => p.priceType))).toEqual(new Set(['person', 'fixed']));
    expect(props.some((p) => p.discountType === 'percent')).toBe(true);
    expect(props.some((p) => p.discountType === 'amount')).toBe(true);
    const images = await handle.db.select().from(s.propertyImages);
    for (const p of props) {
      expect(images.filter((i) => i.propertyId === p.id).length).toBeGreaterThanOrEqual(3);
      for (const width of IMAGE_WIDTHS) {
        expect(existsSync(path.join(imagesDir, imageVariantName(p.thumbImage ?? '', width)))).toBe(true);
      }
    }
  });

  it('links 0 to 4 of at least 6 services to each property', async () => {
    const services = await handle.db.select().from(s.services);
    const links = await handle.db.select().from(s.propertyServices);
    const props = await handle.db.select().from(s.properties);
    expect(services.length).toBeGreaterThanOrEqual(6);
    const counts = props.map((p) => links.filter((l) => l.propertyId === p.id).length);
    expect(Math.min(...counts)).toBe(0);
    expect(Math.max(...counts)).toBe(4);
  });

  it('opens availability from the seeding day for a year, with gaps for some', async () => {
    const windows = await handle.db.select().from(s.availabilityWindows);
    const props = await handle.db.select().from(s.properties);
    for (const p of props) {
      const own = windows
        .filter((w) => w.propertyId === p.id)
        .sort((a, b) => a.startDate.localeCompare(b.startDate));
      expect(own[0]?.startDate).toBe(TODAY);
      expect(own.at(-1)?.endDate).toBe(addDays(TODAY, 365));
    }
    expect(props.some((p) => windows.filter((w) => w.propertyId === p.id).length > 1)).toBe(true);
  });

  it('has reviews, the VAT tax, the three coupons and the content', async () => {
    expect((await handle.db.select().from(s.reviews)).length).toBeGreaterThanOrEqual(24);
    expect(await handle.db.select().from(s.taxes)).toMatchObject([
      { taxType: 'VAT', percentBasisPoints: 2200 },
    ]);
    const coupons = await handle.db.select().from(s.coupons);
    expect(coupons.find((c) => c.code === 'BENVENUTO10')).toMatchObject({
      amountType: 'percentage',
      amount: 10,
      usageLimit: 1000,
      usageLimitPerUser: 1,
    });
    expect(coupons.find((c) => c.code === 'SCONTO20')).toMatchObject({ amountType: 'amount', amount: 2000 });
    expect(coupons.find((c) => c.code === 'SCADUTO')?.validUntil).toBe(addDays(TODAY, -1));
    const sections = await handle.db.select().from(s.pageSections);
    expect(sections.map((x) => x.id).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const seo = await handle.db.select().from(s.seoPages);
    expect(seo.map((x) => x.page)).toEqual(expect.arrayContaining([...SEO_PAGES]));
    expect((await handle.db.select().from(s.faqs)).length).toBeGreaterThanOrEqual(6);
    expect((await handle.db.select().from(s.helpCenterArticles)).length).toBeGreaterThanOrEqual(4);
    expect((await handle.db.select().from(s.legalPages)).map((l) => l.kind).sort()).toEqual([
      'privacy',
      'terms',
    ]);
    const stored = await handle.db.select().from(s.testimonials);
    expect(stored.filter((x) => x.status === 'approved').length).toBeGreaterThanOrEqual(2);
    expect(stored.filter((x) => x.status === 'pending')).toHaveLength(1);
    expect((await handle.db.select().from(s.chatMessages)).length).toBeGreaterThanOrEqual(6);
  });

  it('gives the demo host a complete payout profile and payouts for the demo’s paid stays', async () => {
    const [host] = await handle.db.select().from(s.users).where(eq(s.users.email, 'host@example.com'));
    const [profile] = await handle.db
      .select()
      .from(s.hostPayoutProfiles)
      .where(eq(s.hostPayoutProfiles.userId, host?.id ?? 0));
    expect(
      PayoutProfileBodySchema.safeParse({
        legal_type: profile?.legalType,
        first_name: profile?.firstName,
        last_name: profile?.lastName,
        tax_code: profile?.taxCode,
        birth_date: profile?.birthDate,
        address: profile?.address,
        zip: profile?.zip,
        city: profile?.city,
        province: profile?.province,
        country: profile?.country,
        iban: profile?.iban,
        account_holder: profile?.accountHolder,
      }).success,
    ).toBe(true);
    const paid = await handle.db
      .select()
      .from(s.bookings)
      .innerJoin(s.payments, eq(s.payments.bookingId, s.bookings.id))
      .orderBy(s.bookings.id);
    expect(paid.map((row) => row.bookings.startDate)).toEqual(
      [-40, -20, -1, 30].map((days) => addDays(TODAY, days)),
    );
    const lines = await handle.db.select().from(s.payouts).orderBy(s.payouts.id);
    expect(lines.map((line) => [line.kind, line.status])).toEqual([
      ['booking', 'paid'],
      ['booking', 'paid'],
      ['adjustment', 'due'],
      ['booking', 'due'],
      ['booking', 'scheduled'],
    ]);
    const refunds = await handle.db.select().from(s.refunds);
    for (const { bookings: booking, payments: payment } of paid) {
      const refunded = refunds
        .filter((r) => r.bookingId === booking.id)
        .reduce((n, r) => n + r.amountCents, 0);
      const own = lines.filter((line) => line.bookingId === booking.id);
      expect(own.every((line) => line.hostId === host?.id)).toBe(true);
      expect(own[0]?.dueOn).toBe(addDays(booking.startDate, 1));
      const sum = own.reduce(
        (n, line) => ({
          grossCents: n.grossCents + line.grossCents,
          commissionCents: n.commissionCents + line.commissionCents,
          netCents: n.netCents + line.netCents,
        }),
        { grossCents: 0, commissionCents: 0, netCents: 0 },
      );
      expect(sum).toEqual(splitPayout(payment.amountCents, refunded, booking.commissionBasisPoints));
    }
  });
});
