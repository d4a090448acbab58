import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin } from '../../test/admin-fixtures.ts';
import { createFaq } from '../../test/factories.ts';
import { openSecondProcess, type TestApp } from '../../test/test-app.ts';
import { listPageEntry, startRenderedApp } from '../../test/web-build.ts';

// /Faq's answers, rendered from the API's own answer as the web app does.
const ENTRY = listPageEntry({
  pageUrl: `(url) => (/^\\/faq/i.test(url) ? '/Faq' : null)`,
  apiPath: `'faq'`,
  field: 'answer',
  title: 'FAQ | Scrivania',
});

let t: TestApp;

beforeAll(async () => {
  t = await startRenderedApp(ENTRY);
});
afterAll(async () => {
  await t?.close();
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
