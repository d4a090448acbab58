/** One address of the sitemap: a path of the site and, when known, the day its content last changed. */
export interface SitemapEntry {
  path: string;
  lastmod?: Date | undefined;
}

/** What search engines accept in one sitemap file (sitemaps.org); past it the sitemap becomes an index. */
export const SITEMAP_MAX_URLS = 50_000;

const escapeXml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

const lastmodTag = (date: Date | undefined) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : '');

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** The address of part `n` (from 1) of a sitemap split into an index. */
export const sitemapPartPath = (n: number) => `/sitemap-${n}.xml`;

export function urlSet(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) => `<url><loc>${escapeXml(origin + entry.path)}</loc>${lastmodTag(entry.lastmod)}</url>`,
  );
  return `${XML_HEAD}<urlset ${NS}>\n${urls.join('\n')}\n</urlset>\n`;
}

const newest = (entries: readonly SitemapEntry[]) =>
  entries.reduce<Date | undefined>(
    (latest, { lastmod }) => (lastmod && (!latest || lastmod > latest) ? lastmod : latest),
    undefined,
  );

/** The parts of a sitemap of `limit` addresses each, in the order of the entries. */
export function sitemapParts(entries: readonly SitemapEntry[], limit: number): SitemapEntry[][] {
  const parts: SitemapEntry[][] = [];
  for (let start = 0; start < entries.length; start += limit) parts.push(entries.slice(start, start + limit));
  return parts;
}

/** The index naming every part, each dated by its newest address. */
export function sitemapIndex(origin: string, parts: readonly SitemapEntry[][]): string {
  const items = parts.map(
    (part, i) =>
      `<sitemap><loc>${escapeXml(origin + sitemapPartPath(i + 1))}</loc>${lastmodTag(newest(part))}</sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex ${NS}>\n${items.join('\n')}\n</sitemapindex>\n`;
}

/**
 * Pages search engines should leave alone: the back-offices, and every page behind a login or in the
 * middle of a booking. The app's routes ignore letter case and robots rules do not, so the lower-case
 * spelling is listed too.
 */
const PRIVATE_PATHS = [
  '/host',
  '/admin',
  '/backend/api/',
  '/Checkout',
  '/Payment',
  '/Profile',
  '/EditProfile',
  '/ChangePassword',
  '/Chatboat',
  '/OrderHistory',
  '/BookingView',
  '/AddTestimonials',
  '/AddPropertyTestimonials',
  '/ResetPassword',
  '/VerifyEmail',
  '/RedirectURL',
  '/SocialCallback',
];

export function robotsTxt(origin: string): string {
  const paths = [...new Set(PRIVATE_PATHS.flatMap((p) => [p, p.toLowerCase()]))];
  return [
    'User-agent: *',
    ...paths.map((p) => `Disallow: ${p}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
