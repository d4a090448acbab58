import type { HelpCenterItem } from '@scrivania/core/content/schemas';
import { imageSrcSet, imageUrl } from '@scrivania/core/images';
import { messages } from '@scrivania/core/messages.it';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useHydrated } from '../../../lib/hydration.ts';
import { paths } from '../../../lib/paths.ts';
import { usePageSeo } from '../../../lib/seo.ts';
import { useHelpCenterArticles } from '../api/get-help-center.ts';
import { useHelpCenterHeading } from '../api/get-help-center-heading.ts';

const text = messages.content.helpCenter;

/** Lower case without accents, so 'pubblicare' finds 'Pubblicare' and 'citta' finds 'città'. */
export const foldForSearch = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function HelpCenterPage() {
  usePageSeo('Help');
  const heading = useHelpCenterHeading();
  const articles = useHelpCenterArticles();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const needle = foldForSearch(query.trim());
  const shown = articles.data?.filter((article) => foldForSearch(article.title).includes(needle)) ?? [];
  const groups = groupByCategory(shown, articles.data?.some((article) => Boolean(article.category)) ?? false);
  const sectionId = useId();
  // The box filters only once the app runs; on the server's page it waits for it, disabled.
  const live = useHydrated();

  return (
    <>
      <PageHeader title={heading.data?.heading ?? text.title} crumbs={[{ label: text.title }]}>
        {heading.data && <p className="mt-2 max-w-2xl text-slate-600">{heading.data.sub_heading}</p>}
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <search className="block max-w-xl">
          <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
            {text.searchLabel}
          </label>
          <input
            id={searchId}
            type="search"
            disabled={!live}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={text.searchPlaceholder}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 disabled:bg-slate-50"
          />
        </search>
        {articles.data && shown.length === 0 && (
          <p role="status" className="mt-8 text-slate-600">
            {text.noMatch}
          </p>
        )}
        {groups === null ? (
          <ArticleCards articles={shown} titleLevel="h2" />
        ) : (
          groups.map((group) => (
            <section key={group.key} aria-labelledby={`${sectionId}-${group.key}`} className="mt-10">
              <h2 id={`${sectionId}-${group.key}`} className="text-2xl font-semibold text-slate-900">
                {group.name}
              </h2>
              <ArticleCards articles={group.articles} titleLevel="h3" />
            </section>
          ))
        )}
      </div>
    </>
  );
}

/** The article cards; under a category heading their titles are one level lower. */
function ArticleCards({ articles, titleLevel }: { articles: HelpCenterItem[]; titleLevel: 'h2' | 'h3' }) {
  const Title = titleLevel;
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {articles.map((article) => (
        <li key={article._id}>
          <Link
            to={paths.helpCenterView(article._id)}
            className="block h-full overflow-hidden rounded-xl border border-slate-200 bg-white transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {article.photo && (
              <img
                src={imageUrl(article.photo, 480)}
                srcSet={imageSrcSet(article.photo)}
                sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
                alt=""
                width={480}
                height={320}
                loading="lazy"
                decoding="async"
                className="aspect-[3/2] w-full object-cover"
              />
            )}
            <div className="p-4">
              <Title className="text-lg font-semibold text-slate-900">{article.title}</Title>
              <p className="mt-1 text-sm text-slate-600">{article.short_desc}</p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

interface ArticleGroup {
  key: string;
  name: string;
  articles: HelpCenterItem[];
}

/**
 * The articles under their categories' headings, in the categories' order, those without one last
 * under 'Altri articoli'; null while no article has a category (one list, as before). Empty groups
 * (every article filtered out by the search) are left out.
 */
export function groupByCategory(articles: HelpCenterItem[], anyCategory: boolean): ArticleGroup[] | null {
  if (!anyCategory) return null;
  const groups = new Map<string, ArticleGroup & { order: [number, number] }>();
  for (const article of articles) {
    const { category } = article;
    const key = category ? String(category._id) : 'altri';
    const group = groups.get(key) ?? {
      key,
      name: category?.name ?? text.otherArticles,
      articles: [],
      order: category ? [category.sort_order, category._id] : [Number.POSITIVE_INFINITY, 0],
    };
    group.articles.push(article);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1])
    .map(({ key, name, articles: grouped }) => ({ key, name, articles: grouped }));
}
