import type { Db } from '@scrivania/db/client';
import { publiclyListed } from '@scrivania/db/listing-visibility';
import { availabilityWindows, categories, cities, properties } from '@scrivania/db/schema';
import { and, asc, eq, gte, type SQL, sql } from 'drizzle-orm';

/** Which published properties a card list shows. */
export type CardFilter =
  | { kind: 'all' }
  | { kind: 'recommended' }
  | { kind: 'category'; id: number }
  | { kind: 'city'; id: number }
  | { kind: 'property'; id: number }
  | { kind: 'ids'; ids: number[] };

/** A card's columns but its first window; the category and city names need their tables joined. */
export const cardColumns = {
  id: properties.id,
  name: properties.name,
  propertyType: properties.propertyType,
  thumbImage: properties.thumbImage,
  address: properties.address,
  cityName: cities.name,
  categoryName: categories.name,
  noOfGuest: properties.noOfGuest,
  propertySize: properties.propertySize,
  priceCents: properties.priceCents,
  priceType: properties.priceType,
  priceChargeType: properties.priceChargeType,
  discountType: properties.discountType,
  discountValue: properties.discountValue,
};

/**
 * Builds the card list as ONE statement: the property, its category and city names, and its first
 * window that has not ended (a lateral join), so a list never costs a query per property.
 */
function cardsQuery(db: Db, filter: SQL | undefined) {
  const firstWindow = db
    .select({ startDate: availabilityWindows.startDate, endDate: availabilityWindows.endDate })
    .from(availabilityWindows)
    .where(
      and(
        eq(availabilityWindows.propertyId, properties.id),
        gte(availabilityWindows.endDate, sql.placeholder('today')),
      ),
    )
    .orderBy(
      asc(availabilityWindows.startDate),
      asc(availabilityWindows.endDate),
      asc(availabilityWindows.id),
    )
    .limit(1)
    .as('first_window');

  return db
    .select({
      ...cardColumns,
      windowStart: firstWindow.startDate,
      windowEnd: firstWindow.endDate,
    })
    .from(properties)
    .innerJoin(categories, eq(categories.id, properties.categoryId))
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .leftJoinLateral(firstWindow, sql`true`)
    .where(and(publiclyListed(), filter))
    .orderBy(asc(properties.id));
}

function prepareStatements(db: Db) {
  const id = sql.placeholder('id');
  return {
    all: cardsQuery(db, undefined).prepare('catalog_cards_all'),
    recommended: cardsQuery(db, eq(properties.recommended, true)).prepare('catalog_cards_recommended'),
    category: cardsQuery(db, eq(properties.categoryId, id)).prepare('catalog_cards_by_category'),
    city: cardsQuery(db, eq(properties.cityId, id)).prepare('catalog_cards_by_city'),
    property: cardsQuery(db, eq(properties.id, id)).prepare('catalog_card_by_id'),
    ids: cardsQuery(db, sql`${properties.id} = any(${sql.placeholder('ids')}::int[])`).prepare(
      'catalog_cards_by_ids',
    ),
  };
}

type Statements = ReturnType<typeof prepareStatements>;
export type PropertyCardRow = Awaited<ReturnType<Statements['all']['execute']>>[number];

// Prepared once per database: building the SQL text is a visible share of a hot list request.
const statementsByDb = new WeakMap<Db, Statements>();

export function createPropertyCardRepository(db: Db) {
  let statements = statementsByDb.get(db);
  if (!statements) {
    statements = prepareStatements(db);
    statementsByDb.set(db, statements);
  }
  const s = statements;
  return {
    /** Published properties matching the filter, by id; `today` decides which window is "first". */
    listCards(filter: CardFilter, today: string): Promise<PropertyCardRow[]> {
      switch (filter.kind) {
        case 'all':
          return s.all.execute({ today });
        case 'recommended':
          return s.recommended.execute({ today });
        case 'category':
          return s.category.execute({ today, id: filter.id });
        case 'city':
          return s.city.execute({ today, id: filter.id });
        case 'property':
          return s.property.execute({ today, id: filter.id });
        case 'ids':
          return s.ids.execute({ today, ids: filter.ids });
      }
    },
  };
}

export type PropertyCardRepository = ReturnType<typeof createPropertyCardRepository>;
