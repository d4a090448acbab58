import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BOOT_MANIFEST_FILE, RENDERED_STATE_ELEMENT_ID } from '@scrivania/core/page-render';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostUser, createProperty } from '../test/factories.ts';
import { INDEX_HTML } from '../test/index-html.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// A server entry with the contract of the web app's: property pages, in any letter case and with any
// query string, are rendered under one address from the API's own answers; other pages are refused,
// and rendering fails on demand. It counts its renderings to show the reuse.
const ENTRY = `
let renderings = 0;
export const createPageRenderer = ({ readApi, hostBackofficeUrl, publicUrl }) => ({
  pageUrl: (url) => {
    const match = /^\\/PropertyView\\/([^/?]+)/i.exec(url);
    return match ? '/PropertyView/' + match[1] : null;
  },
  render: async (url) => {
    const id = url.slice('/PropertyView/'.length);
    if (id === 'guasto') throw new Error('rendering failed');
    renderings += 1;
    const answer = await readApi('property/' + id);
    const climbing = await readApi('../../backend/api/property/' + id);
    return {
      html: '<h1>' + (answer?.data.property_name ?? 'assente') + '</h1><p>' + renderings + '</p>',
      preloads: '',
      head: {
        title: 'Pagina | Scrivania',
        description: hostBackofficeUrl,
        keywords: '',
        tags: '<link rel="canonical" href="' + publicUrl + url + '">',
      },
      state: { answer, climbing },
    };
  },
});
`;

let webDir: string;

async function appWith(renderedPageTtlMs: number) {
  return createTestApp({
    config: {
      webDistDir: webDir,
      webServerEntry: path.join(webDir, 'entry-server.mjs'),
      renderedPageTtlMs,
    },
  });
}

function stateOf(html: string): {
  answer: { data: { user: Record<string, unknown> } } | null;
  climbing: unknown;
} {
  const match = new RegExp(`id="${RENDERED_STATE_ELEMENT_ID}">(.*?)</script>`, 's').exec(html);
  if (!match?.[1]) throw new Error('no state');
  return JSON.parse(match[1]);
}

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'scrivania-web-'));
  await mkdir(path.join(webDir, '.vite'));
  await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDir, 'entry-server.mjs'), ENTRY);
  await writeFile(
    path.join(webDir, BOOT_MANIFEST_FILE),
    JSON.stringify({ 'src/boot-rendered.ts': { file: 'assets/boot-rendered-xyz.js', isEntry: true } }),
  );
});
afterAll(() => rm(webDir, { recursive: true, force: true }));

describe('pages rendered on the server', () => {
  let t: TestApp;
  let propertyId: number;
  beforeAll(async () => {
    t = await appWith(0);
    const host = await createHostUser(t.db, { email: 'host.riservato@example.com' });
    propertyId = (await createProperty(t.db, { name: 'Sala Brera', hostId: host.id })).id;
  });
  afterAll(() => t.close());

  it('come rendered from the API as a guest sees it, with the boot script in place of the app', async () => {
    const response = await t.app.inject({ url: `/PropertyView/${propertyId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root"><h1>Sala Brera</h1>');
    expect(response.body).toContain('<title>Pagina | Scrivania</title>');
    // The page's own head elements name the public origin the server is configured with.
    expect(response.body).toContain(
      `<link rel="canonical" href="${t.app.config.publicUrl}/PropertyView/${propertyId}"></head>`,
    );
    expect(response.body).toContain('<meta name="scrivania:app-script" content="/assets/index-abc.js" />');
    expect(response.body).toContain('src="/assets/boot-rendered-xyz.js"');
    const state = stateOf(response.body);
    expect(state.answer?.data.user).not.toHaveProperty('email');
    expect(response.body).not.toContain('host.riservato@example.com');
  });

  it('read nothing outside the API', async () => {
    const response = await t.app.inject({ url: `/PropertyView/${propertyId}` });
    expect(stateOf(response.body).climbing).toBeNull();
  });

  it('render what the API does not have as the page the browser will complete', async () => {
    const response = await t.app.inject({ url: '/PropertyView/999999' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>assente</h1>');
    expect(stateOf(response.body).answer).toBeNull();
  });

  it('fall back to the bare app when rendering fails, and other pages always get it', async () => {
    for (const url of ['/PropertyView/guasto', '/Login?returnUrl=%2FProfile']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain(
        '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
      );
    }
  });

  it('never stand in for API answers or the build records', async () => {
    const api = await t.app.inject({ url: '/backend/api/nessuna-rotta' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false });
    const manifest = await t.app.inject({ url: `/${BOOT_MANIFEST_FILE}` });
    expect(manifest.statusCode).toBe(404);
  });
});

describe('a rendered page', () => {
  it('serves every visitor for its few seconds, whatever spelling or query string they ask for', async () => {
    const t = await appWith(60_000);
    try {
      const { id } = await createProperty(t.db, { name: 'Sala Navigli' });
      const first = await t.app.inject({ url: `/PropertyView/${id}` });
      const rendering = Number(/<h1>Sala Navigli<\/h1><p>(\d+)<\/p>/.exec(first.body)?.[1]);
      const addresses = [
        `/PropertyView/${id}`,
        `/propertyview/${id}?utm=1`,
        `/PropertyView/${id}?x=${Math.random()}`,
      ];
      for (const url of addresses) expect((await t.app.inject({ url })).body).toBe(first.body);
      const other = await createProperty(t.db, { name: 'Sala Isola' });
      const next = await t.app.inject({ url: `/PropertyView/${other.id}?a=1` });
      expect(next.body).toContain(`<h1>Sala Isola</h1><p>${rendering + 1}</p>`);
    } finally {
      await t.close();
    }
  });
});
