import { generatePath, matchRoutes, type RouteObject } from 'react-router';
import { serverRenderedQuery } from './router.tsx';

const byName = ([a]: [string, string], [b]: [string, string]) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The address a server-rendered page is rendered and reused under (`PageRenderer.pageUrl`): the
 * routes' own spelling of the path with its parameters (matching ignores letter case and a trailing
 * slash), and only the query parameters the page reads, sorted by name. Null when no route of the URL
 * is rendered on the server, or the URL cannot be read.
 */
export function renderedPageUrl(routes: RouteObject[], url: string): string | null {
  let target: URL;
  try {
    target = new URL(url, 'http://localhost');
  } catch {
    return null;
  }
  const matches = matchRoutes(routes, target.pathname) ?? [];
  const read = matches.flatMap((match) => serverRenderedQuery(match.route.handle) ?? []);
  if (!matches.some((match) => serverRenderedQuery(match.route.handle) !== undefined)) return null;
  const pattern = matches
    .map((match) => match.route.path ?? '')
    .filter((segment) => segment !== '' && segment !== '/')
    .join('/');
  const pathname = generatePath(`/${pattern}`, matches.at(-1)?.params ?? {});
  const query = new URLSearchParams(
    [...target.searchParams].filter(([name]) => read.includes(name)).sort(byName),
  );
  const search = query.toString();
  return search === '' ? pathname : `${pathname}?${search}`;
}
