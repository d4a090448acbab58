import type { Db } from '@scrivania/db/client';
import { publiclyListed } from '@scrivania/db/listing-visibility';
import { availabilityWindows, categories, cities, properties } from '@scrivania/db/schema';
import { and, asc, eq, gte, type SQL, sql } from 'drizzle-orm';

/** Which published properties a card list shows, whole. */
export type CardFilter =
  | { kind: 'recommended' }
  | { kind: 'property'; id: number }
  | { kind: 'ids'; ids: number[] };

/** The lists that are answered a page at a time (decision 073). */
export type PagedCardFilter =
  | { kind: 'all' }
  | { kind: 'category'; id: number }
  | { kind: 'city'; id: number };

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
  bookingUnit: properties.bookingUnit,
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

/** How many published properties a filter lists: the same rows as `cardsQuery`, counted. */
function countQuery(db: Db, filter: SQL | undefined) {
  return db
    .select({ total: sql<number>`cast(count(*) as int)` })
    .from(properties)
    .innerJoin(categories, eq(categories.id, properties.categoryId))
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .where(and(publiclyListed(), filter));
}

/**
 * A page of a list: ordered by id as the whole list, so the pages follow each other without gaps or
 * repeats, and the first window is looked up only for the rows of the page.
 */
const pageOf = (query: ReturnType<typeof cardsQuery>) =>
  query.limit(sql.placeholder('limit')).offset(sql.placeholder('offset'));

function prepareStatements(db: Db) {
  const id = sql.placeholder('id');
  const byCategory = eq(properties.categoryId, id);
  const byCity = eq(properties.cityId, id);
  return {
    allPage: pageOf(cardsQuery(db, undefined)).prepare('catalog_cards_all_page'),
    categoryPage: pageOf(cardsQuery(db, byCategory)).prepare('catalog_cards_by_category_page'),
    cityPage: pageOf(cardsQuery(db, byCity)).prepare('catalog_cards_by_city_page'),
    allCount: countQuery(db, undefined).prepare('catalog_cards_all_count'),
    categoryCount: countQuery(db, byCategory).prepare('catalog_cards_by_category_count'),
    cityCount: countQuery(db, byCity).prepare('catalog_cards_by_city_count'),
    recommended: cardsQuery(db, eq(properties.recommended, true)).prepare('catalog_cards_recommended'),
    property: cardsQuery(db, eq(properties.id, id)).prepare('catalog_card_by_id'),
    ids: cardsQuery(db, sql`${properties.id} = any(${sql.placeholder('ids')}::int[])`).prepare(
      'catalog_cards_by_ids',
    ),
  };
}

type Statements = ReturnType<typeof prepareStatements>;
export type PropertyCardRow = Awaited<ReturnType<Statements['recommended']['execute']>>[number];

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
        case 'recommended':
          return s.recommended.execute({ today });
        case 'property':
          return s.property.execute({ today, id: filter.id });
        case 'ids':
          return s.ids.execute({ today, ids: filter.ids });
      }
    },
    /** `limit` rows of a paged list from `offset`, in the order of `listCards`. */
    pageOfCards(
      filter: PagedCardFilter,
      today: string,
      { limit, offset }: { limit: number; offset: number },
    ): Promise<PropertyCardRow[]> {
      switch (filter.kind) {
        case 'all':
          return s.allPage.execute({ today, limit, offset });
        case 'category':
          return s.categoryPage.execute({ today, limit, offset, id: filter.id });
        case 'city':
          return s.cityPage.execute({ today, limit, offset, id: filter.id });
      }
    },
    /** How many rows the paged list has in all. */
    async countCards(filter: PagedCardFilter): Promise<number> {
      const [row] =
        filter.kind === 'all'
          ? await s.allCount.execute()
          : filter.kind === 'category'
            ? await s.categoryCount.execute({ id: filter.id })
            : await s.cityCount.execute({ id: filter.id });
      return row?.total ?? 0;
    },
  };
}

export type PropertyCardRepository = ReturnType<typeof createPropertyCardRepository>;
