import { occupancies } from '@scrivania/core/domain';
import { boolean, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** How a category's spaces are occupied: a whole space per range, or seats shared by several guests. */
export const occupancy = pgEnum('occupancy', occupancies);

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    hiddenFromMenu: boolean('hidden_from_menu').notNull().default(false),
    occupancy: occupancy('occupancy').notNull().default('exclusive'),
    sortOrder: integer('sort_order').notNull().default(0),
    pageTitle: text('page_title'),
    metaDesc: text('meta_desc'),
    keywords: text('keywords'),
  },
  (t) => [uniqueIndex('categories_name_key').on(t.name)],
);

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    photo: text('photo'),
    popular: boolean('popular').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    pageTitle: text('page_title'),
    metaDesc: text('meta_desc'),
    keywords: text('keywords'),
  },
  (t) => [uniqueIndex('cities_name_key').on(t.name)],
);
