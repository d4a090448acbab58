import type { SeoData } from '@scrivania/core/common';
import type { HelpCenterItem } from '@scrivania/core/content/schemas';
import type { HelpCenterArticleRow } from './help-center-repository.ts';

export function toHelpCenterItem({ article, category }: HelpCenterArticleRow): HelpCenterItem {
  return {
    _id: article.id,
    title: article.title,
    short_desc: article.shortDesc,
    description: article.description,
    photo: article.photo,
    category: category && { _id: category.id, name: category.name, sort_order: category.sortOrder },
  };
}

/** An article's SEO; fields left empty fall back to its title and summary. */
export function toHelpCenterSeo({ article: row }: HelpCenterArticleRow): SeoData {
  return {
    page_title: row.pageTitle ?? row.title,
    meta_desc: row.metaDesc ?? row.shortDesc,
    keywords: row.keywords ?? '',
  };
}
