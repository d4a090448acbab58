import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from '../../test/factories.ts';
import { createSignedInUser } from '../../test/sessions.ts';
import { openSecondProcess, type TestApp } from '../../test/test-app.ts';
import { listPageEntry, startRenderedApp } from '../../test/web-build.ts';

// The property page's reviews, rendered from the API's own answer as the web app does.
const ENTRY = listPageEntry({
  pageUrl: `(url) => {
    const match = /^\\/PropertyView\\/(\\d+)/i.exec(url);
    return match ? '/PropertyView/' + match[1] : null;
  }`,
  apiPath: `'property-review/' + url.slice('/PropertyView/'.length)`,
  field: 'review',
  title: 'Struttura | Scrivania',
});

let t: TestApp;

beforeAll(async () => {
  t = await startRenderedApp(ENTRY);
});
afterAll(async () => {
  await t?.close();
});

const propertyPage = async (app: FastifyInstance, propertyId: number) =>
  (await app.inject({ url: `/PropertyView/${propertyId}` })).body;

async function postReview(propertyId: number, review: string) {
  const author = await createSignedInUser(t.app);
  const response = await t.app.inject({
    method: 'POST',
    url: '/backend/api/property-review/store',
    headers: author.headers,
    payload: { property_id: propertyId, star_rating: 5, review },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('a review posted on a rendered property page', () => {
  it('is in the page’s HTML at once, though the page is otherwise reused for a minute', async () => {
    const property = await createProperty(t.db);
    expect(await propertyPage(t.app, property.id)).not.toContain('Sala luminosa');
    await postReview(property.id, 'Sala luminosa e silenziosa');
    expect(await propertyPage(t.app, property.id)).toContain('Sala luminosa e silenziosa');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('in another API process on the same PostgreSQL', () => {
  it('drops the other process’s rendered page within a second (NOTIFY)', async () => {
    const other = await openSecondProcess(t);
    try {
      const property = await createProperty(t.db);
      expect(await propertyPage(other.app, property.id)).toContain('<ul></ul>');
      await postReview(property.id, 'Scrivanie comode');
      const started = performance.now();
      while (!(await propertyPage(other.app, property.id)).includes('Scrivanie comode')) {
        expect(performance.now() - started).toBeLessThan(1_000);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    } finally {
      await other.close();
    }
  });
});
