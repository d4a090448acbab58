import { hash, type Options } from '@node-rs/argon2';
import { mapEmbedForSpot } from '@scrivania/core/catalog/map-embeds';
import { addDays, todayInRome } from '@scrivania/core/dates';
import { cancellationPolicies, type UserRole } from '@scrivania/core/domain';
import type { Db } from '../client.ts';
import {
  availabilityWindows,
  categories,
  chatMessages,
  cities,
  coupons,
  properties,
  propertyImages,
  propertyServices,
  reviews,
  serviceExtras,
  services,
  taxes,
  testimonials,
  users,
} from '../schema.ts';
import { CATEGORIES, CITIES, SERVICES } from './data/catalog.ts';
import { CHAT, PENDING_TESTIMONIAL, REVIEW_TEXTS, TESTIMONIALS } from './data/content.ts';
import { CATEGORY_TEXT, CITY_TEXT, PROPERTIES } from './data/properties.ts';
import {
  avatarSvg,
  citySvg,
  iconSvg,
  interiorSvg,
  type PhotoSink,
  type PhotoSpec,
  peopleSvg,
  prng,
  writePhotos,
} from './photos.ts';
import { seedSiteContent } from './seed-content.ts';
import { seedDemoPayouts } from './seed-payouts.ts';

export const DEMO_PASSWORD = 'Password123!';

/** The same argon2id parameters the accounts feature uses. */
// 2 is Algorithm.Argon2id; the enum is a const enum that isolated modules cannot read.
export const ARGON2_OPTIONS: Options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [anyUser] = await db.select({ id: users.id }).from(users).limit(1);
  const [anyCategory] = await db.select({ id: categories.id }).from(categories).limit(1);
  return !anyUser && !anyCategory;
}

/** A spot within about a kilometre of the city centre, the same one for the same seed. */
function nearCentre(lat: number, lon: number, seed: number) {
  const random = prng(seed);
  return {
    latitude: Number((lat + (random() - 0.5) * 0.03).toFixed(6)),
    longitude: Number((lon + (random() - 0.5) * 0.03).toFixed(6)),
  };
}

/** Availability from today for a year; a third of the spaces close for a few weeks, never in the first fortnight. */
function windowsFor(index: number, today: string): Array<[string, string]> {
  const end = addDays(today, 365);
  if (index % 3 !== 1) return [[today, end]];
  const gapStart = 30 + (index % 5) * 9;
  const gapEnd = gapStart + 7 + (index % 4) * 5;
  if (index % 2)
    return [
      [today, addDays(today, gapStart - 1)],
      [addDays(today, gapEnd + 1), end],
    ];
  return [
    [today, addDays(today, gapStart - 1)],
    [addDays(today, gapEnd + 1), addDays(today, 200)],
    [addDays(today, 215), end],
  ];
}

/** What a seed added: the accounts anyone can sign in to with DEMO_PASSWORD, and the catalogue's size. */
export interface DemoSeedSummary {
  accounts: { email: string; role: UserRole }[];
  properties: number;
}

/**
 * Fills an empty database with the demo marketplace (accounts, catalog, content) in one transaction,
 * and draws its photos into `photos`.
 */
export async function seedDemoData(
  db: Db,
  options: { photos: PhotoSink; today?: string },
): Promise<DemoSeedSummary> {
  const today = options.today ?? todayInRome();
  const photos: PhotoSpec[] = [];
  const accounts: DemoSeedSummary['accounts'] = [];
  const passwordHash = await hash(DEMO_PASSWORD, ARGON2_OPTIONS);

  await db.transaction(async (tx) => {
    const people = [
      {
        username: 'mario.rossi',
        name: 'Mario Rossi',
        email: 'visitatore@example.com',
        role: 'visitor' as const,
        initials: 'MR',
        mobileNo: '3331234567',
        dob: '1985-04-12',
        gender: 'male' as const,
        address: 'Via Torino 15, 20123 Milano',
        companyName: 'Rossi Consulting S.r.l.',
        vatNo: 'IT12345678901',
        sdi: 'M5UXCR1',
        pec: 'rossiconsulting@pec.it',
        companyAddress: 'Via Torino 15, 20123 Milano',
        companyContactNo: '0298765432',
      },
      {
        username: 'giulia.bianchi',
        name: 'Giulia Bianchi',
        email: 'giulia.bianchi@example.com',
        role: 'visitor' as const,
        initials: 'GB',
        mobileNo: '3479876543',
        dob: '1991-09-03',
        gender: 'female' as const,
        address: 'Via Indipendenza 44, 40121 Bologna',
      },
      {
        username: 'luca.ferri',
        name: 'Luca Ferri',
        email: 'host@example.com',
        role: 'host' as const,
        initials: 'LF',
        mobileNo: '3405550123',
        dob: '1978-01-27',
        gender: 'male' as const,
        address: 'Via Tortona 31, 20144 Milano',
        desc: 'Gestisco spazi di lavoro in tutta Italia da oltre dieci anni.',
      },
      {
        username: 'anna.conti',
        name: 'Anna Conti',
        email: 'admin@example.com',
        role: 'admin' as const,
        initials: 'AC',
        mobileNo: '3351234098',
        dob: '1983-11-08',
        gender: 'female' as const,
        address: 'Corso Buenos Aires 8, 20124 Milano',
        desc: 'Gestisco la piattaforma Scrivania: pagamenti, host e assistenza.',
      },
    ];
    accounts.push(...people.map(({ email, role }) => ({ email, role })));
    const [mario, giulia, luca] = await tx
      .insert(users)
      .values(
        people.map(({ initials, ...person }, i) => {
          photos.push({
            fileName: `avatar-${person.username}.webp`,
            svg: avatarSvg(initials, i + 1),
            square: true,
          });
          return {
            ...person,
            passwordHash,
            avatar: `avatar-${person.username}.webp`,
            emailVerifiedAt: new Date(),
          };
        }),
      )
      .returning({ id: users.id });
    if (!mario || !giulia || !luca) throw new Error('demo users not created');

    const categoryRows = await tx
      .insert(categories)
      .values(
        CATEGORIES.map((c, i) => ({
          name: c.name,
          title: c.title,
          hiddenFromMenu: 'hidden' in c && c.hidden,
          occupancy: c.mode,
          sortOrder: i + 1,
          pageTitle: c.title,
          metaDesc: `${c.title}: prenota a giornata su Scrivania nelle principali città italiane.`,
          keywords: `${c.name.toLowerCase()}, spazi di lavoro, prenotazione a giornata`,
        })),
      )
      .returning({ id: categories.id, name: categories.name });
    const categoryId = new Map(categoryRows.map((r) => [r.name, r.id]));

    const cityRows = await tx
      .insert(cities)
      .values(
        CITIES.map((c, i) => {
          photos.push({ fileName: `city-${c.name.toLowerCase()}.webp`, svg: citySvg(i + 1) });
          return {
            name: c.name,
            title: c.title,
            photo: `city-${c.name.toLowerCase()}.webp`,
            sortOrder: i + 1,
            pageTitle: c.title,
            metaDesc: `Uffici, coworking e sale riunioni a ${c.name}, prenotabili a giornata.`,
            keywords: `${c.name}, coworking ${c.name}, uffici ${c.name}`,
          };
        }),
      )
      .returning({ id: cities.id, name: cities.name });
    const cityId = new Map(cityRows.map((r) => [r.name, r.id]));

    const serviceRows = await tx
      .insert(services)
      .values(
        SERVICES.map((s, i) => {
          photos.push({ fileName: `service-${i + 1}.webp`, svg: iconSvg(s.icon, i), square: true });
          return { name: s.name, desc: s.desc, icon: `service-${i + 1}.webp`, priceCents: s.priceCents };
        }),
      )
      .returning({ id: services.id });
    await tx.insert(serviceExtras).values(
      SERVICES.flatMap((s, i) =>
        s.extras.map((description) => ({
          serviceId: serviceRows[i]?.id ?? 0,
          icon: `service-${i + 1}.webp`,
          description,
        })),
      ),
    );

    const categoryOf = new Map<string, (typeof CATEGORIES)[number]>(CATEGORIES.map((c) => [c.name, c]));
    const propertyRows = await tx
      .insert(properties)
      .values(
        PROPERTIES.map((p, i) => {
          const category = categoryOf.get(p.category);
          const city = CITIES.find((c) => c.name === p.city);
          if (!category || !city) throw new Error(`unknown category or city for ${p.name}`);
          const shared = category.mode === 'shared';
          const spot = nearCentre(city.lat, city.lon, i + 1);
          return {
            hostId: luca.id,
            categoryId: categoryId.get(p.category) ?? 0,
            cityId: cityId.get(p.city) ?? 0,
            name: p.name,
            propertyType: category.type,
            thumbImage: `property-${i + 1}-1.webp`,
            address: p.address,
            noOfGuest: p.guests,
            occupancy: category.mode,
            seats: shared ? p.guests : 1,
            propertySize: p.sizeMq,
            priceCents: p.priceCents,
            priceType: p.priceType,
            priceChargeType: p.hourly ? 'ora' : 'giorno',
            ...(p.hourly
              ? {
                  bookingUnit: 'hour' as const,
                  openingHours: p.hourly.openingHours,
                  slotMinutes: p.hourly.slotMinutes,
                  bufferMinutes: p.hourly.bufferMinutes,
                  minHours: p.hourly.minHours,
                  minNoticeHours: 1,
                  maxDaysAhead: 180,
                }
              : {}),
            discountType: p.discount?.type ?? null,
            discountValue: p.discount
              ? p.discount.type === 'amount'
                ? p.discount.cents
                : p.discount.percent
              : null,
            desc: [p.highlight, CATEGORY_TEXT[p.category], CITY_TEXT[p.city]].join('\n\n'),
            mapLink: mapEmbedForSpot(spot.latitude, spot.longitude),
            latitude: spot.latitude,
            longitude: spot.longitude,
            pageTitle: `${p.name} a ${p.city}`,
            metaDesc: `${p.highlight} Prenota ${p.name} ${p.hourly ? 'a ore' : 'a giornata'} su Scrivania.`,
            keywords: `${p.category.toLowerCase()}, ${p.city}, ${category.type.toLowerCase()}`,
            recommended: p.recommended ?? false,
            bookingMode: p.bookingMode ?? 'instant',
            // Every policy on the demo's listings, in turn, so each city and category shows more than one.
            cancellationPolicy: cancellationPolicies[i % cancellationPolicies.length] ?? 'flessibile',
            status: 'published' as const,
          };
        }),
      )
      .returning({
        id: properties.id,
        priceCents: properties.priceCents,
        priceType: properties.priceType,
        discountType: properties.discountType,
        discountValue: properties.discountValue,
        occupancy: properties.occupancy,
        cancellationPolicy: properties.cancellationPolicy,
      });

    const images: Array<typeof propertyImages.$inferInsert> = [];
    const windows: Array<typeof availabilityWindows.$inferInsert> = [];
    const links: Array<typeof propertyServices.$inferInsert> = [];
    const reviewRows: Array<typeof reviews.$inferInsert> = [];
    PROPERTIES.forEach((p, i) => {
      const propertyId = propertyRows[i]?.id ?? 0;
      const kind = categoryOf.get(p.category)?.kind ?? 'office';
      const photoCount = 3 + (i % 2);
      for (let n = 1; n <= photoCount; n++) {
        const fileName = `property-${i + 1}-${n}.webp`;
        photos.push({
          fileName,
          svg: n === photoCount ? peopleSvg(i * 10 + n) : interiorSvg(kind, i * 10 + n),
        });
        images.push({ propertyId, fileName, alt: `${p.name}: foto ${n} di ${photoCount}`, sortOrder: n });
      }
      for (const [startDate, endDate] of windowsFor(i, today))
        windows.push({ propertyId, startDate, endDate });
      const serviceCount = i % 5;
      for (let s = 0; s < serviceCount; s++) {
        links.push({ propertyId, serviceId: serviceRows[(i + s * 2) % serviceRows.length]?.id ?? 0 });
      }
      const reviewers = i % 3 === 0 ? [mario.id] : [mario.id, giulia.id];
      reviewers.forEach((userId, r) => {
        reviewRows.push({
          propertyId,
          userId,
          starRating: 3 + ((i + r) % 3),
          review: REVIEW_TEXTS[(i + r * 2) % REVIEW_TEXTS.length] ?? '',
        });
      });
    });
    await tx.insert(propertyImages).values(images);
    await tx.insert(availabilityWindows).values(windows);
    await tx.insert(propertyServices).values(links);
    await tx.insert(reviews).values(reviewRows);

    await tx.insert(taxes).values({ taxType: 'VAT', label: 'IVA', percentBasisPoints: 2200 });
    await seedDemoPayouts(tx, {
      today,
      hostId: luca.id,
      guests: [mario, giulia].map((guest, i) => ({
        id: guest.id,
        name: people[i]?.name ?? '',
        email: people[i]?.email ?? '',
        mobileNo: people[i]?.mobileNo ?? '',
      })),
      listings: propertyRows,
    });
    await tx.insert(coupons).values([
      {
        code: 'BENVENUTO10',
        amountType: 'percentage',
        amount: 10,
        validUntil: addDays(today, 365),
        usageLimit: 1000,
        // A welcome coupon: once per person.
        usageLimitPerUser: 1,
      },
      {
        code: 'SCONTO20',
        amountType: 'amount',
        amount: 2000,
        validUntil: addDays(today, 365),
        minAmountCents: 5000,
      },
      {
        code: 'SCADUTO',
        amountType: 'percentage',
        amount: 15,
        validFrom: addDays(today, -60),
        validUntil: addDays(today, -1),
      },
    ]);

    await tx.insert(testimonials).values(
      TESTIMONIALS.map((t, i) => {
        photos.push({
          fileName: `testimonial-${i + 1}.webp`,
          svg: avatarSvg(initialsOf(t.name), i + 4),
          square: true,
        });
        return {
          title: t.title,
          shortDesc: t.shortDesc,
          name: t.name,
          position: t.position,
          starRating: t.stars,
          email: t.email,
          userImg: `testimonial-${i + 1}.webp`,
          status: 'approved' as const,
        };
      }),
    );
    // One more waits for the operator, so the console's moderation queue is not empty.
    await tx.insert(testimonials).values({
      title: PENDING_TESTIMONIAL.title,
      shortDesc: PENDING_TESTIMONIAL.shortDesc,
      name: PENDING_TESTIMONIAL.name,
      position: PENDING_TESTIMONIAL.position,
      starRating: PENDING_TESTIMONIAL.stars,
      email: PENDING_TESTIMONIAL.email,
      status: 'pending',
    });

    const now = Date.now();
    await tx.insert(chatMessages).values(
      CHAT.map((m, i) => {
        const fromHost = m.from === 'host';
        const unread = i >= CHAT.length - 2;
        const createdAt = new Date(now - (CHAT.length - i) * 3 * 3600_000);
        return {
          senderId: fromHost ? luca.id : mario.id,
          receiverId: fromHost ? mario.id : luca.id,
          body: m.body,
          createdAt,
          readAt: unread ? null : new Date(createdAt.getTime() + 600_000),
        };
      }),
    );

    photos.push(...(await seedSiteContent(tx)));
  });

  await writePhotos(photos, options.photos);
  return { accounts, properties: PROPERTIES.length };
}

/** One line saying what a seed added, for the seed command and the server's log. */
export function describeDemoSeed(summary: DemoSeedSummary): string {
  const accounts = summary.accounts.map((account) => `${account.email} (${account.role})`).join(', ');
  return `Demo data seeded: ${summary.properties} properties and the demo accounts ${accounts}, all with the password ${DEMO_PASSWORD}.`;
}

function initialsOf(name: string) {
  return name
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}
