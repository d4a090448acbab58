import type { SitemapRepository } from './sitemap-repository.ts';
import type { SitemapEntry } from './sitemap-xml.ts';

type Change = { targetType: string; targetId: string; at: Date | null };

const newestOf = (dates: readonly (Date | null | undefined)[]) =>
  dates.reduce<Date | undefined>(
    (latest, date) => (date && (!latest || date > latest) ? date : latest),
    undefined,
  );

/**
 * The content pages, each with the console records whose last change dates it (`type:id`, `type:*`
 * for any record of that type); the legal pages are dated by their own row.
 */
const CONTENT_PAGES: { path: string; changes: string[]; legal?: 'privacy' | 'terms' }[] = [
  { path: '/About', changes: ['page:about', 'seo:about'] },
  { path: '/Contact', changes: ['seo:contact'] },
  { path: '/Faq', changes: ['faq:*', 'faq_order:*', 'seo:faq'] },
  { path: '/HelpCenter', changes: ['page:help-center', 'help_article:*', 'help_category:*', 'seo:Help'] },
  { path: '/Privacy', changes: ['seo:privacyPolicy'], legal: 'privacy' },
  { path: '/Terms', changes: ['seo:terms'], legal: 'terms' },
  { path: '/BecomeHost', changes: ['page:become-host', 'seo:host'] },
  { path: '/ExploreProperty', changes: ['seo:exploreProperty'] },
];
const HOME_CHANGES = ['page:section-*', 'seo:home'];

function changedAt(changes: readonly Change[], patterns: readonly string[]) {
  const matches = (change: Change) =>
    patterns.some((pattern) => {
      const [type, id = '*'] = pattern.split(':');
      if (change.targetType !== type) return false;
      return id.endsWith('*') ? change.targetId.startsWith(id.slice(0, -1)) : change.targetId === id;
    });
  return newestOf(changes.filter(matches).map((change) => change.at));
}

/**
 * Every public address search engines should know: the home page, the content pages, categories,
 * cities, help articles and the published listings, each with the last change of what it shows.
 */
export async function sitemapEntries(repo: SitemapRepository): Promise<SitemapEntry[]> {
  const [listings, categoryIds, cityIds, articleIds, legal, changes] = await Promise.all([
    repo.listings(),
    repo.categoryIds(),
    repo.cityIds(),
    repo.helpArticleIds(),
    repo.legalPages(),
    repo.contentChanges(),
  ]);
  const byCategory = new Map<number, Date>();
  const byCity = new Map<number, Date>();
  for (const { categoryId, cityId, updatedAt } of listings) {
    byCategory.set(categoryId, newestOf([byCategory.get(categoryId), updatedAt]) ?? updatedAt);
    byCity.set(cityId, newestOf([byCity.get(cityId), updatedAt]) ?? updatedAt);
  }
  const legalUpdated = new Map(legal.map((page) => [page.kind, page.updatedAt]));

  return [
    {
      path: '/',
      lastmod: newestOf([
        newestOf(listings.map((listing) => listing.updatedAt)),
        changedAt(changes, HOME_CHANGES),
      ]),
    },
    ...CONTENT_PAGES.map((page) => ({
      path: page.path,
      lastmod: newestOf([changedAt(changes, page.changes), page.legal && legalUpdated.get(page.legal)]),
    })),
    ...categoryIds.map((id) => ({
      path: `/Category/${id}`,
      lastmod: byCategory.get(id),
    })),
    ...cityIds.map((id) => ({
      path: `/Cities/${id}`,
      lastmod: byCity.get(id),
    })),
    ...articleIds.map((id) => ({
      path: `/HelpCenterView/${id}`,
      lastmod: changedAt(changes, [`help_article:${id}`]),
    })),
    ...listings.map((listing) => ({ path: `/PropertyView/${listing.id}`, lastmod: listing.updatedAt })),
  ];
}
