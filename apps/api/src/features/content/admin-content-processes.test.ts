import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BOOT_MANIFEST_FILE } from '@scrivania/core/page-render';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin } from '../../test/admin-fixtures.ts';
import { createFaq } from '../../test/factories.ts';
import { INDEX_HTML } from '../../test/index-html.ts';
import { createTestApp, openSecondProcess, type TestApp } from '../../test/test-app.ts';

// A server entry that renders /Faq from the API's own answer, as the web app's does, so a test can
// see a rendered page kept for a minute and whether a content change drops it.
const ENTRY = `
export const createPageRenderer = ({ readApi }) => ({
  pageUrl: (url) => (/^\\/faq/i.test(url) ? '/Faq' : null),
  render: async () => {
    const answer = await readApi('faq');
    return {
      html: '<ul>' + (answer?.data ?? []).map((faq) => '<li>' + faq.answer + '</li>').join('') + '</ul>',
      preloads: '',
      head: { title: 'FAQ | Scrivania', description: '', keywords: '' },
      state: {},
    };
  },
});
`;
const RENDERED_FOR_A_MINUTE = 60_000;

let webDir: string;
let t: TestApp;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'scrivania-web-'));
  await mkdir(path.join(webDir, '.vite'));
  await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDir, 'entry-server.mjs'), ENTRY);
  await writeFile(
    path.join(webDir, BOOT_MANIFEST_FILE),
    JSON.stringify({ 'src/boot-rendered.ts': { file: 'assets/boot-rendered-xyz.js', isEntry: true } }),
  );
  t = await createTestApp({
    config: {
      webDistDir: webDir,
      webServerEntry: path.join(webDir, 'entry-server.mjs'),
      renderedPageTtlMs: RENDERED_FOR_A_MINUTE,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await rm(webDir, { recursive: true, force: true });
});

const faqPage = async (app: FastifyInstance) => (await app.inject({ url: '/Faq' })).body;

async function editAnswer(faqId: number, answer: string) {
  const admin = await createSignedInAdmin(t);
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/backend/api/admin/faqs/${faqId}`,
    headers: admin.headers,
    payload: { answer },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Reads the page until it holds `text`, for at most `withinMs`; answers how long that took. */
async function untilShown(app: FastifyInstance, text: string, withinMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < withinMs) {
    if ((await faqPage(app)).includes(text)) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`'${text}' not shown within ${withinMs} ms`);
}

describe('a content change on the public site', () => {
  it('drops this process’s rendered page before the change is answered', async () => {
    const faq = await createFaq(t.db, { answer: 'Prima versione' });
    expect(await faqPage(t.app)).toContain('Prima versione');
    await editAnswer(faq.id, 'Seconda versione');
    expect(await faqPage(t.app)).toContain('Seconda versione');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('in another API process on the same PostgreSQL', () => {
  it('drops the other process’s rendered page within a second (NOTIFY)', async () => {
    const other = await openSecondProcess(t);
    try {
      const faq = await createFaq(t.db, { answer: 'Risposta vecchia' });
      expect(await faqPage(other.app)).toContain('Risposta vecchia');
      await editAnswer(faq.id, 'Risposta nuova');
      expect(await faqPage(t.app)).toContain('Risposta nuova');
      expect(await untilShown(other.app, 'Risposta nuova', 1_000)).toBeLessThan(1_000);
    } finally {
      await other.close();
    }
  });
});
