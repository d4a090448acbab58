import type { Db } from '@scrivania/db/client';
import { categories, cities, services } from '@scrivania/db/schema';
import { asc, eq, isNotNull } from 'drizzle-orm';

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  title: categories.title,
  hiddenFromMenu: categories.hiddenFromMenu,
  pageTitle: categories.pageTitle,
  metaDesc: categories.metaDesc,
  keywords: categories.keywords,
};
const cityColumns = {
  id: cities.id,
  name: cities.name,
  title: cities.title,
  photo: cities.photo,
  pageTitle: cities.pageTitle,
  metaDesc: cities.metaDesc,
  keywords: cities.keywords,
};

const menuQuery = (db: Db) =>
  db.select(categoryColumns).from(categories).orderBy(asc(categories.sortOrder), asc(categories.id));

// The menu is read on every page: its statement is built once per database, not per request.
const menuStatements = new WeakMap<Db, ReturnType<ReturnType<typeof menuQuery>['prepare']>>();

/** Categories and cities: small tables, one statement per call. */
export function createCatalogRepository(db: Db) {
  const listCategories = () => db.select(categoryColumns).from(categories);
  const listCities = () => db.select(cityColumns).from(cities);
  let menu = menuStatements.get(db);
  if (!menu) {
    menu = menuQuery(db).prepare('catalog_menu');
    menuStatements.set(db, menu);
  }
  const menuStatement = menu;

  return {
    /** Every category, hidden ones included: the web decides what the menu shows. */
    listMenuCategories: () => menuStatement.execute(),

    findCategory: async (id: number) => (await listCategories().where(eq(categories.id, id)).limit(1))[0],

    listPopularCities: () =>
      listCities().where(eq(cities.popular, true)).orderBy(asc(cities.sortOrder), asc(cities.id)),

    /** The home's city block needs a photo per city; cities without one are left out. */
    listCitiesWithPhotos: () =>
      listCities().where(isNotNull(cities.photo)).orderBy(asc(cities.sortOrder), asc(cities.id)),

    findCity: async (id: number) => (await listCities().where(eq(cities.id, id)).limit(1))[0],

    /** The services a listing may offer, by name: what the search filters on. */
    listServices: () =>
      db
        .select({ id: services.id, name: services.name })
        .from(services)
        .orderBy(asc(services.name), asc(services.id)),
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
export type CategoryRecord = Awaited<ReturnType<CatalogRepository['listMenuCategories']>>[number];
export type CityRecord = Awaited<ReturnType<CatalogRepository['listPopularCities']>>[number];
