import { seoMessages } from '@scrivania/core/common-messages.it';
import type { SeoPage, SeoResponse } from '@scrivania/core/content/schemas';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from './api-client.ts';
import { type DocumentMeta, useDocumentMeta } from './document-meta.ts';

async function getSeoDetails(page: SeoPage, signal?: AbortSignal) {
  try {
    return await apiGet<SeoResponse>(`seo-details/${page}`, signal);
  } catch (error) {
    // The specification's two log lines: an answer that came back OK but said no names the server's
    // words; a failed status, or no answer at all, is the network's. The page keeps its default title.
    if (error instanceof ApiError && error.status < 300) console.error(seoMessages.apiError(error.message));
    else console.error(seoMessages.networkError);
    throw error;
  }
}

/** Keyed by its API path and holding the whole answer, so the server reads it for a page it renders. */
const seoQueryOptions = (page: SeoPage) => ({
  queryKey: ['api', `seo-details/${page}`] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => getSeoDetails(page, signal),
  staleTime: 5 * 60_000,
  select: (response: SeoResponse) => response.data,
});

/** The head tags a page adds to its SEO call's: cover photo, structured data, robots. */
export type PageHeadExtras = Omit<DocumentMeta, 'title' | 'description' | 'keywords'>;

/**
 * Title, description and keywords of a named page from the SEO call, with the page's own extras;
 * `titleOf` makes the page's own title of the SEO one (a paged list adds its page number).
 */
export function usePageSeo(page: SeoPage, extras?: PageHeadExtras, titleOf = (title: string) => title) {
  const { data } = useQuery(seoQueryOptions(page));
  useDocumentMeta(
    data || extras
      ? {
          ...extras,
          ...(data && {
            title: titleOf(data.page_title),
            description: data.meta_desc,
            keywords: data.keywords,
          }),
        }
      : undefined,
  );
}
