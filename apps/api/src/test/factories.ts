import { type CancellationPolicy, termsOf } from '@scrivania/core/booking/cancellation';
import { SEO_PAGES, type SeoPage } from '@scrivania/core/content/schemas';
import { addDays, todayInRome } from '@scrivania/core/dates';
import type { Db } from '@scrivania/db/client';
import {
  aboutContent,
  availabilityWindows,
  becomeHostContent,
  bookings,
  categories,
  cities,
  contactPageContent,
  contactPageHeadings,
  faqs,
  footerContent,
  helpCenterArticles,
  helpCenterHeading,
  legalPages,
  pageSections,
  properties,
  propertyImages,
  propertyServices,
  seoPages,
  services,
  users,
} from '@scrivania/db/schema';
import { eq, getTableName } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../features/account/passwords.ts';
import { startSession } from '../features/account/session-repository.ts';

/**
 * Small builders for test data. Each inserts the fewest rows that make a valid record, with unique
 * names, and lets the test override any column. Nothing here depends on demo data.
 */

let counter = 0;
/** A suffix unique within the test process, for columns with unique indexes. */
export function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${process.pid}-${counter}`;
}

/** 'YYYY-MM-DD' of today (Europe/Rome) plus `days` (negative for the past). */
export function daysFromToday(days: number): string {
  return addDays(todayInRome(), days);
}

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

/** Inserts one row and returns it as stored (defaults and generated ids included). */
export async function insertOne<T extends PgTable>(db: Db, table: T, values: T['$inferInsert']) {
  const [row] = (await db
    .insert(table)
    .values(values as PgInsertValue<T>)
    .returning()) as T['$inferSelect'][];
  if (!row) throw new Error(`no row inserted into ${getTableName(table)}`);
  return row;
}

export async function createUser(db: Db, overrides: Insert<typeof users> = {}) {
  const name = unique('utente');
  return insertOne(db, users, {
    username: name,
    name: `Utente ${name}`,
    email: `${name}@example.test`,
    ...overrides,
  });
}

/** A live session for a user, as a login would make it; returns the bearer token. */
export function createSessionToken(db: Db, userId: number, secret: string) {
  return startSession(db, secret, userId, { userAgent: null, ip: null });
}

export function createHostUser(db: Db, overrides: Insert<typeof users> = {}) {
  return createUser(db, {
    role: 'host',
    mobileNo: '3331234567',
    address: 'Via Roma 1, Milano',
    ...overrides,
  });
}

export async function createCategory(db: Db, overrides: Insert<typeof categories> = {}) {
  const name = overrides.name ?? unique('Categoria');
  return insertOne(db, categories, { name, title: `Spazi ${name}`, ...overrides });
}

export async function createCity(db: Db, overrides: Insert<typeof cities> = {}) {
  const name = overrides.name ?? unique('Città');
  return insertOne(db, cities, { name, title: `Uffici a ${name}`, photo: 'city.webp', ...overrides });
}

export async function createService(db: Db, overrides: Insert<typeof services> = {}) {
  return insertOne(db, services, { name: unique('Servizio'), priceCents: 1000, ...overrides });
}

export interface PropertyOptions extends Insert<typeof properties> {
  /** Image file names, in display order. */
  images?: string[];
  /** Inclusive date ranges in which the property can be booked. */
  windows?: { startDate: string; endDate: string }[];
  serviceIds?: number[];
}

/** A published property; host, category and city are created unless their ids are given. */
export async function createProperty(db: Db, options: PropertyOptions = {}) {
  const { images = [], windows = [], serviceIds = [], ...overrides } = options;
  const hostId = overrides.hostId ?? (await createHostUser(db)).id;
  const categoryId = overrides.categoryId ?? (await createCategory(db)).id;
  const cityId = overrides.cityId ?? (await createCity(db)).id;
  const property = await insertOne(db, properties, {
    name: unique('Ufficio'),
    propertyType: 'Ufficio privato',
    address: 'Via Dante 10, Milano',
    noOfGuest: 4,
    propertySize: 40,
    priceCents: 4500,
    priceType: 'fixed',
    status: 'published',
    ...overrides,
    hostId,
    categoryId,
    cityId,
  });
  if (images.length > 0) {
    await db
      .insert(propertyImages)
      .values(images.map((fileName, sortOrder) => ({ propertyId: property.id, fileName, sortOrder })));
  }
  if (windows.length > 0) {
    await db.insert(availabilityWindows).values(windows.map((w) => ({ propertyId: property.id, ...w })));
  }
  if (serviceIds.length > 0) {
    await db
      .insert(propertyServices)
      .values(serviceIds.map((serviceId) => ({ propertyId: property.id, serviceId })));
  }
  return property;
}

// ---- Site content ----

export async function createSeoPage(db: Db, page: SeoPage, overrides: Insert<typeof seoPages> = {}) {
  return insertOne(db, seoPages, {
    page,
    pageTitle: `Titolo ${page}`,
    metaDesc: `Descrizione ${page}`,
    keywords: `${page}, uffici`,
    ...overrides,
  });
}

export async function createPageSection(db: Db, id: number, overrides: Insert<typeof pageSections> = {}) {
  return insertOne(db, pageSections, {
    id,
    title: `Sezione ${id}`,
    shortDesc: `Testo della sezione ${id}`,
    photo: `section-${id}.webp`,
    ...overrides,
  });
}

export async function createFaq(db: Db, overrides: Insert<typeof faqs> = {}) {
  return insertOne(db, faqs, { question: `${unique('Domanda')}?`, answer: 'Risposta.', ...overrides });
}

export async function createHelpCenterArticle(db: Db, overrides: Insert<typeof helpCenterArticles> = {}) {
  const title = overrides.title ?? unique('Articolo');
  return insertOne(db, helpCenterArticles, {
    title,
    shortDesc: `Sintesi di ${title}`,
    description: `<p>${title}</p>`,
    ...overrides,
  });
}

export async function createContactPage(
  db: Db,
  overrides: Insert<typeof contactPageContent> = {},
  headings: string[] = ['Assistenza rapida', 'Spazi in tutta Italia'],
) {
  const row = await insertOne(db, contactPageContent, {
    id: 1,
    title: 'Contattaci',
    content: 'Siamo qui per aiutarti.',
    phone: '+39 02 1234 5678',
    supportEmail: 'supporto@scrivania.test',
    ...overrides,
  });
  if (headings.length > 0) {
    await db
      .insert(contactPageHeadings)
      .values(headings.map((text, sortOrder) => ({ text, sortOrder, image: `heading-${sortOrder}.webp` })));
  }
  return row;
}

/** Every single-row content block, all page sections and every SEO page: a complete site to read. */
export async function createSiteContent(db: Db) {
  await db.insert(footerContent).values({
    id: 1,
    companyDesc: 'Spazi di lavoro prenotabili a giornata.',
    companyLogo: 'logo.webp',
    facebookLink: 'https://facebook.com/scrivania',
    instagramLink: 'https://instagram.com/scrivania',
    linkedinLink: null,
    twitterLink: null,
  });
  await db.insert(aboutContent).values({
    id: 1,
    title: 'Chi siamo',
    shortDesc: 'Dal 2010 affittiamo uffici.',
    photo: 'about.webp',
    yearOfExp: 14,
    totalRentedProperty: 250,
    happyCustomer: 1200,
    totalListedProperty: 80,
  });
  await db
    .insert(helpCenterHeading)
    .values({ id: 1, heading: 'Centro assistenza', subHeading: 'Come possiamo aiutarti?' });
  await db.insert(legalPages).values([
    { kind: 'privacy', description: '<h2>Informativa privacy</h2><p>Testo.</p>' },
    { kind: 'terms', description: '<h2>Termini e condizioni</h2><p>Testo.</p>' },
  ]);
  await db.insert(becomeHostContent).values({
    id: 1,
    title: 'Diventa host',
    subTitle: 'Guadagna con i tuoi spazi',
    content: 'Pubblica il tuo ufficio.',
    footerHeading: 'Inizia oggi',
    footerContent: 'Registrati in pochi minuti.',
  });
  const contactPage = await createContactPage(db);
  for (let id = 1; id <= 8; id++) await createPageSection(db, id);
  for (const page of SEO_PAGES) await createSeoPage(db, page);
  return { contactPage };
}

/**
 * A booking, pending with a live hold unless the status says otherwise, from `from` to `to` days
 * after today (10 to 12 by default); property and guest are created unless their ids are given. Like
 * `booking/store`, it keeps its property's current cancellation terms unless others are given.
 */
/**
 * A booking's columns as the fixtures make it: a pending stay of one guest `from` to `to` days ahead at
 * 122 €, with Mario Rossi's billing data; benches insert many of them at once.
 */
export function bookingValues(
  listing: { propertyId: number; userId: number; policy?: CancellationPolicy },
  options: Insert<typeof bookings> & { from?: number; to?: number } = {},
): typeof bookings.$inferInsert {
  const { from = 10, to = 12, ...overrides } = options;
  const terms = termsOf(listing.policy ?? 'flessibile');
  return {
    bookingNo: unique('SCR-TEST'),
    exclusive: true,
    startDate: daysFromToday(from),
    endDate: daysFromToday(to),
    guests: 1,
    status: 'pending',
    holdExpiresAt: new Date(Date.now() + 30 * 60_000),
    propertyAmountCents: 12_200,
    payableAmountCents: 12_200,
    firstName: 'Mario',
    lastName: 'Rossi',
    email: `${unique('ospite')}@example.test`,
    mobileNo: '3331234567',
    address: 'Via Roma 1',
    city: 'Milano',
    province: 'MI',
    cancellationPolicy: terms.policy,
    cancellationRule: terms.rule,
    ...overrides,
    propertyId: listing.propertyId,
    userId: listing.userId,
  };
}

export async function createBooking(
  db: Db,
  options: Insert<typeof bookings> & { from?: number; to?: number } = {},
) {
  const propertyId = options.propertyId ?? (await createProperty(db)).id;
  const userId = options.userId ?? (await createUser(db)).id;
  const [listing] = await db
    .select({ policy: properties.cancellationPolicy })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return insertOne(db, bookings, bookingValues({ propertyId, userId, policy: listing?.policy }, options));
}

/** The password of guests made by the fixtures, typed where a change asks for the current one. */
export const GUEST_PASSWORD = 'Ospite123!';
let guestHash: Promise<string> | undefined;
/** Its hash, computed once: Argon2 is slow on purpose. */
export const guestPasswordHash = () => {
  guestHash ??= hashPassword(GUEST_PASSWORD);
  return guestHash;
};
