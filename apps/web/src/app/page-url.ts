import { generatePath, matchRoutes, type RouteMatch, type RouteObject } from 'react-router';
import { prefillQuery, serverRenderedQuery } from './router.tsx';

const byName = ([a]: [string, string], [b]: [string, string]) => (a < b ? -1 : a > b ? 1 : 0);

/** The routes' own spelling of a matched path (matching ignores letter case and a trailing slash). */
function routeSpelling(matches: RouteMatch[]): string {
  const pattern = matches
    .map((match) => match.route.path ?? '')
    .filter((segment) => segment !== '' && segment !== '/')
    .join('/');
  return generatePath(`/${pattern}`, matches.at(-1)?.params ?? {});
}

function parseUrl(url: string): URL | undefined {
  try {
    return new URL(url, 'http://localhost');
  } catch {
    return undefined;
  }
}

const withQuery = (pathname: string, query: [string, string][]) => {
  const search = new URLSearchParams(query).toString();
  return search === '' ? pathname : `${pathname}?${search}`;
};

/**
 * The address a server-rendered page is rendered and reused under (`PageRenderer.pageUrl`): the
 * routes' own spelling of the path with its parameters, and only the query parameters the page
 * reads, sorted by name. Null when no route of the URL is rendered on the server, or the URL cannot
 * be read.
 */
export function renderedPageUrl(routes: RouteObject[], url: string): string | null {
  const target = parseUrl(url);
  if (!target) return null;
  const matches = matchRoutes(routes, target.pathname) ?? [];
  const read = matches.flatMap((match) => serverRenderedQuery(match.route.handle) ?? []);
  if (!matches.some((match) => serverRenderedQuery(match.route.handle) !== undefined)) return null;
  return withQuery(
    routeSpelling(matches),
    [...target.searchParams].filter(([name]) => read.includes(name)).sort(byName),
  );
}

/** Parameters that only say where a visitor came from: the page is the same without them. */
const TRACKING_PARAMETER = /^(utm_.*|gclid|fbclid|msclkid)$/i;

/** A parameter the canonical address leaves out: tracking, and `page=1`, the list's own address (decision 073). */
const leftOut = ([name, value]: [string, string]) =>
  TRACKING_PARAMETER.test(name) || (name === 'page' && value === '1');

/**
 * The one address search engines should know a page by (`<link rel="canonical">`, decision 041): the
 * routes' own spelling of the path, and the query without tracking parameters, a first page or what
 * only fills the page's boxes (decision 082), sorted by name. An address no route matches is its own.
 */
export function canonicalPath(routes: RouteObject[], url: string): string {
  const target = parseUrl(url);
  if (!target) return '/';
  const matches = matchRoutes(routes, target.pathname);
  const pathname = matches ? routeSpelling(matches) : target.pathname;
  const prefills = (matches ?? []).flatMap((match) => prefillQuery(match.route.handle));
  return withQuery(
    pathname,
    [...target.searchParams]
      .filter((parameter) => !leftOut(parameter) && !prefills.includes(parameter[0]))
      .sort(byName),
  );
}
