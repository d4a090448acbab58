import type { SeoData } from '@scrivania/core/common';
import type { HelpCenterItem } from '@scrivania/core/content/schemas';
import type { HelpCenterArticleRow } from './help-center-repository.ts';

export function toHelpCenterItem(row: HelpCenterArticleRow): HelpCenterItem {
  return {
    _id: row.id,
    title: row.title,
    short_desc: row.shortDesc,
    description: row.description,
    photo: row.photo,
  };
}

/** An article's SEO; fields left empty fall back to its title and summary. */
export function toHelpCenterSeo(row: HelpCenterArticleRow): SeoData {
  return {
    page_title: row.pageTitle ?? row.title,
    meta_desc: row.metaDesc ?? row.shortDesc,
    keywords: row.keywords ?? '',
  };
}
