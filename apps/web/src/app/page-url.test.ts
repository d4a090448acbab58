import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { canonicalPath, renderedPageUrl } from './page-url.ts';
import { routes as appRoutes, type RouteHandle } from './router.tsx';

const routes: RouteObject[] = [
  {
    path: '/',
    children: [
      { path: 'PropertyView/:id', handle: { serverRendered: { query: [] } } satisfies RouteHandle },
      {
        path: 'PropertySearch',
        handle: { serverRendered: { query: ['start_date', 'search_input'] } } satisfies RouteHandle,
      },
      { path: 'Login' },
      { path: '*' },
    ],
  },
];

describe('renderedPageUrl', () => {
  it('spells the path as its route does, with its parameters kept as they were sent', () => {
    expect(renderedPageUrl(routes, '/propertyview/7/')).toBe('/PropertyView/7');
    expect(renderedPageUrl(routes, '/PropertyView/sala%20brera')).toBe('/PropertyView/sala%20brera');
    expect(renderedPageUrl(routes, '/PropertyView/a%3Fb%2Fc')).toBe('/PropertyView/a%3Fb%2Fc');
  });

  it('keeps only the query parameters the page reads, in one order', () => {
    expect(renderedPageUrl(routes, '/PropertyView/7?utm_source=x&fbclid=y')).toBe('/PropertyView/7');
    expect(renderedPageUrl(routes, '/propertysearch?x=1&start_date=2030-01-02&search_input=Roma&z=2')).toBe(
      '/PropertySearch?search_input=Roma&start_date=2030-01-02',
    );
    expect(renderedPageUrl(routes, '/PropertySearch?start_date=2030-01-02&search_input=Roma')).toBe(
      '/PropertySearch?search_input=Roma&start_date=2030-01-02',
    );
  });

  it('is null for pages the browser renders', () => {
    expect(renderedPageUrl(routes, '/Login?returnUrl=%2FProfile')).toBeNull();
    expect(renderedPageUrl(routes, '/PropertyView/7/altro')).toBeNull();
    expect(renderedPageUrl(routes, '/')).toBeNull();
  });
});

describe('the canonical address of a page', () => {
  it("is the route's own spelling, whatever letter case or trailing slash was asked for", () => {
    for (const url of ['/PropertyView/7', '/propertyview/7/', '/PROPERTYVIEW/7'])
      expect(canonicalPath(appRoutes, url)).toBe('/PropertyView/7');
    expect(canonicalPath(appRoutes, '/faq')).toBe('/Faq');
    expect(canonicalPath(appRoutes, '/category/3')).toBe('/Category/3');
    expect(canonicalPath(appRoutes, '/')).toBe('/');
  });

  it('drops the parameters that only say where a visitor came from, and keeps the others in one order', () => {
    expect(
      canonicalPath(
        appRoutes,
        '/propertysearch?utm_source=news&search_input=Milano&gclid=abc&fbclid=x&UTM_Medium=m&page=2',
      ),
    ).toBe('/PropertySearch?page=2&search_input=Milano');
    expect(canonicalPath(appRoutes, '/About?utm_campaign=x')).toBe('/About');
  });

  it("of a list's first page has no page, of a later page has it", () => {
    expect(canonicalPath(appRoutes, '/Category/3?page=1')).toBe('/Category/3');
    expect(canonicalPath(appRoutes, '/category/3?page=2&utm_source=x')).toBe('/Category/3?page=2');
    expect(canonicalPath(appRoutes, '/ExploreProperty?per_page=48&page=1')).toBe(
      '/ExploreProperty?per_page=48',
    );
  });
});

describe('a property page with the stay a search carried', () => {
  it('is rendered apart for each stay, and known to search engines without it', () => {
    const url = '/propertyview/7?no_of_guest=3&utm_source=x&start_date=2030-01-02&end_date=2030-01-04';
    expect(renderedPageUrl(appRoutes, url)).toBe(
      '/PropertyView/7?end_date=2030-01-04&no_of_guest=3&start_date=2030-01-02',
    );
    expect(canonicalPath(appRoutes, url)).toBe('/PropertyView/7');
  });

  it('keeps the stay in the canonical address of the search, where it changes the results', () => {
    expect(canonicalPath(appRoutes, '/PropertySearch?search_input=Roma&start_date=2030-01-02')).toBe(
      '/PropertySearch?search_input=Roma&start_date=2030-01-02',
    );
  });
});

describe('the rendered address of a paged list', () => {
  it('is kept apart for each page and size, and the same for anything else', () => {
    expect(renderedPageUrl(appRoutes, '/category/3?page=2&utm_source=x')).toBe('/Category/3?page=2');
    expect(renderedPageUrl(appRoutes, '/Cities/4?per_page=12&page=3&x=1')).toBe(
      '/Cities/4?page=3&per_page=12',
    );
    expect(renderedPageUrl(appRoutes, '/ExploreProperty?fbclid=y')).toBe('/ExploreProperty');
  });
});
