import type { City, MenuCategory } from '@scrivania/core/catalog/schemas';
import type { SeoData } from '@scrivania/core/common';
import type { CategoryRecord, CityRecord } from './catalog-repository.ts';

interface SeoColumns {
  title: string;
  pageTitle: string | null;
  metaDesc: string | null;
  keywords: string | null;
}

/** SEO fields left empty in the database fall back to the title, so a page always has one. */
export function seoDataOf(row: SeoColumns): SeoData {
  return {
    page_title: row.pageTitle ?? row.title,
    meta_desc: row.metaDesc ?? '',
    keywords: row.keywords ?? '',
  };
}

export function toMenuCategory(row: CategoryRecord): MenuCategory {
  return {
    _id: row.id,
    category_name: row.name,
    category_title: row.title,
    hidden_from_menu: row.hiddenFromMenu,
    seo_data: seoDataOf(row),
  };
}

export function toCity(row: CityRecord): City {
  return {
    _id: row.id,
    city_name: row.name,
    city_title: row.title,
    photo: row.photo,
    seo_data: seoDataOf(row),
  };
}
