import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin } from '../test/admin-fixtures.ts';
import { createCategory, createPageSection, createProperty, unique } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createWebBuild, startRenderedApp } from '../test/web-build.ts';

// The public pages of decision 050 as the web app's entry renders them: each from the API answers its
// screens read, here written out as the names they show. Rendering fails for every page while
// `globalThis.renderingFails` is set, as it may for any page.
const ENTRY = `
const reads = {
  '/': () => ['section/1'],
  '/Privacy': () => ['privacy-policy'],
  '/Category': (id) => ['category-name/' + id, 'property/category-id/' + id],
  '/PropertySearch': (query) => ['property/search-from-home?' + query],
};
const shown = (answer) => {
  const data = answer?.data;
  if (Array.isArray(data)) return data.map((item) => item.property_name ?? item.description);
  if (data?.propertyByCityId) return data.propertyByCityId.map((item) => item.property_name);
  return [data?.title ?? answer?.category_title];
};
export const createPageRenderer = ({ readApi }) => ({
  pageUrl: (url) => {
    const [path, query = ''] = url.split('?');
    const [, page = '', id] = path.split('/');
    const key = '/' + page;
    if (!(key in reads)) return null;
    return key === '/PropertySearch' ? key + '?' + query : id === undefined ? key : key + '/' + id;
  },
  render: async (url) => {
    if (globalThis.renderingFails) throw new Error('rendering failed');
    const [path, query = ''] = url.split('?');
    const [, page = '', id] = path.split('/');
    const answers = await Promise.all(reads['/' + page](page === 'PropertySearch' ? query : id).map(readApi));
    return {
      html: '<ul>' + answers.flatMap(shown).map((name) => '<li>' + name + '</li>').join('') + '</ul>',
      preloads: '',
      head: { title: 'Pagina | Scrivania', description: '', keywords: '', tags: '' },
      state: {},
    };
  },
});
`;

declare global {
  var renderingFails: boolean | undefined;
}

let t: TestApp;
let operator: Awaited<ReturnType<typeof createSignedInAdmin>>;

beforeAll(async () => {
  // Rendered pages are reused for a minute here: only an announced change makes them drawn again.
  t = await startRenderedApp(ENTRY);
  operator = await createSignedInAdmin(t);
});
afterAll(async () => {
  await t?.close();
});

const pageOf = async (app: FastifyInstance, url: string) => (await app.inject({ url })).body;

async function operatorCall(method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method,
    url: `/backend/api/admin/${url}`,
    headers: operator.headers,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('an operator’s content change', () => {
  it('is in the next rendered home page and privacy page', async () => {
    await createPageSection(t.db, 1, { title: 'Lavora dove vuoi' });
    expect(await pageOf(t.app, '/')).toContain('<li>Lavora dove vuoi</li>');
    expect(await pageOf(t.app, '/Privacy')).not.toContain('Nuova informativa');

    await operatorCall('PATCH', 'pages/section-1', { title: 'Lavora vicino a casa' });
    await operatorCall('PATCH', 'pages/privacy', { description: '<p>Nuova informativa</p>' });

    expect(await pageOf(t.app, '/')).toContain('<li>Lavora vicino a casa</li>');
    expect(await pageOf(t.app, '/Privacy')).toContain('<li><p>Nuova informativa</p></li>');
  });
});

describe('a listing change', () => {
  it('is in the next rendered category page and search results', async () => {
    const category = await createCategory(t.db);
    const name = unique('Sala Vetrata');
    const listing = await createProperty(t.db, { name, categoryId: category.id });
    const search = `/PropertySearch?search_input=${encodeURIComponent(name)}`;
    expect(await pageOf(t.app, `/Category/${category.id}`)).toContain(`<li>${name}</li>`);
    expect(await pageOf(t.app, search)).toContain(`<li>${name}</li>`);

    await operatorCall('POST', `listings/${listing.id}/unpublish`);

    expect(await pageOf(t.app, `/Category/${category.id}`)).not.toContain(name);
    expect(await pageOf(t.app, search)).not.toContain(name);
  });
});

describe('a page that fails to render', () => {
  // A second app on a database of its own, built in the test: up to a minute on a busy machine.
  it('goes out bare, for the browser to draw, whichever page it is', async () => {
    // Nothing reused here: each address is rendered, and fails, afresh.
    const web = await createWebBuild(ENTRY);
    const fresh = await createTestApp({ config: { ...web.config, renderedPageTtlMs: 0 } });
    globalThis.renderingFails = true;
    try {
      for (const url of ['/', '/Privacy', '/Category/1', '/PropertySearch?search_input=Milano']) {
        const response = await fresh.app.inject({ url });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain('<div id="root"></div>');
        expect(response.body, url).toContain(
          '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
        );
      }
    } finally {
      globalThis.renderingFails = undefined;
      await fresh.close();
      await web.remove();
    }
  }, 90_000);
});
