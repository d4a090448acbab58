import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEX_HTML } from '../test/index-html.ts';
import { LIVE_PROVIDERS_ENV } from '../test/payment-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let webDir: string;
let sandbox: TestApp;
let live: TestApp;
let withTiles: TestApp;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'scrivania-csp-'));
  await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
  sandbox = await createTestApp({ config: { webDistDir: webDir } });
  live = await createTestApp({
    config: { webDistDir: webDir },
    env: LIVE_PROVIDERS_ENV,
  });
  withTiles = await createTestApp({
    config: {
      webDistDir: webDir,
      map: { tilesUrl: 'https://{s}.tiles.example.it/{z}/{x}/{y}.png', attribution: '© Esempio & co' },
    },
  });
});
afterAll(async () => {
  await sandbox.close();
  await live.close();
  await withTiles.close();
  await rm(webDir, { recursive: true, force: true });
});

/** The policy of a page, directive by directive. */
async function policyOf(t: TestApp, url = '/Payment?bookingId=1') {
  const response = await t.app.inject({ url });
  const header = String(response.headers['content-security-policy']);
  const directives = new Map(
    header.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
  return { directives, html: response.body };
}

describe('the content security policy', () => {
  it('allows no inline style and frames only its own pages and the exact map embed addresses', async () => {
    const { directives } = await policyOf(sandbox);
    expect(directives.get('style-src')).toEqual(["'self'"]);
    expect(directives.has('style-src-attr')).toBe(false);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('frame-src')).toEqual([
      "'self'",
      'https://www.openstreetmap.org/export/embed.html',
      'https://www.google.com/maps/embed',
    ]);
    expect([...directives.values()].flat().join(' ')).not.toMatch(/unsafe-inline|paypal|stripe/);
  });

  it('lets PayPal in by its own hosts, and its injected styles by a nonce made for each page', async () => {
    const first = await policyOf(live);
    const second = await policyOf(live);
    const nonce = /'nonce-([A-Za-z0-9+/=]{22,})'/.exec(
      first.directives.get('style-src')?.join(' ') ?? '',
    )?.[1];
    expect(nonce).toBeDefined();
    expect(first.directives.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(first.directives.get('script-src')).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://www.paypal.com',
      'https://www.paypalobjects.com',
      `'nonce-${nonce}'`,
    ]);
    expect(first.directives.get('frame-src')).toContain('https://www.paypal.com');
    expect(first.directives.get('connect-src')).toEqual([
      "'self'",
      'https://api.stripe.com',
      'https://www.paypal.com',
    ]);
    expect([...first.directives.values()].flat().join(' ')).not.toMatch(/\*|unsafe-inline|sandbox\.paypal/);
    // The page hands the same nonce to PayPal's script, and no two pages share one.
    expect(first.html).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
    expect(second.html).not.toContain(nonce);
    expect(second.directives.get('style-src')?.join(' ')).not.toContain(nonce);
  });

  it('admits map tiles only from the configured tile server, whose address the page carries', async () => {
    expect((await policyOf(sandbox)).directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    const { directives, html } = await policyOf(withTiles, '/PropertySearch');
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://*.tiles.example.it']);
    expect(html).toContain(
      '<meta name="scrivania:map-tiles-url" content="https://{s}.tiles.example.it/{z}/{x}/{y}.png" />',
    );
    expect(html).toContain('<meta name="scrivania:map-attribution" content="© Esempio &amp; co" />');
  });

  it('leaves pages without PayPal without a nonce', async () => {
    const { html } = await policyOf(sandbox);
    expect(html).toContain('<meta property="csp-nonce" nonce="" />');
  });
});
