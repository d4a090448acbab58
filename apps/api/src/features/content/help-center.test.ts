import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHelpCenterArticle, createSiteContent } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const BAD_IDS = ['abc', '1e3', '-1', '0', '1.5', '99999999999', '2147483647'];

describe('help center routes', () => {
  let t: TestApp;
  let withSeo: Awaited<ReturnType<typeof createHelpCenterArticle>>;
  let withoutSeo: Awaited<ReturnType<typeof createHelpCenterArticle>>;
  const get = (path: string) => t.app.inject({ method: 'GET', url: `/backend/api/${path}` });

  beforeAll(async () => {
    t = await createTestApp();
    await createSiteContent(t.db);
    withoutSeo = await createHelpCenterArticle(t.db, {
      title: 'Come prenotare',
      shortDesc: 'Prenota in tre passi.',
      description: '<p>Scegli, paga, lavora.</p>',
      photo: 'prenota.webp',
      sortOrder: 2,
    });
    withSeo = await createHelpCenterArticle(t.db, {
      title: 'Pagamenti',
      shortDesc: 'Carta, PayPal o bonifico.',
      sortOrder: 1,
      pageTitle: 'Come pagare',
      metaDesc: 'Metodi di pagamento accettati',
      keywords: 'pagamenti, carta',
    });
  });
  afterAll(() => t.close());

  it('help-center lists the articles by sort order', async () => {
    const response = await get('help-center');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.map((a: { title: string }) => a.title)).toEqual(['Pagamenti', 'Come prenotare']);
    expect(body.data[1]).toEqual({
      _id: withoutSeo.id,
      title: 'Come prenotare',
      short_desc: 'Prenota in tre passi.',
      description: '<p>Scegli, paga, lavora.</p>',
      photo: 'prenota.webp',
      category: null,
    });
  });

  it('help-center-heading', async () => {
    const response = await get('help-center-heading');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { heading: 'Centro assistenza', sub_heading: 'Come possiamo aiutarti?' },
    });
  });

  it('help-center/detail/:id answers one article', async () => {
    const response = await get(`help-center/detail/${withSeo.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        _id: withSeo.id,
        title: 'Pagamenti',
        short_desc: 'Carta, PayPal o bonifico.',
        description: '<p>Pagamenti</p>',
        photo: null,
        category: null,
      },
    });
  });

  it('help-center/detail-api/:id answers the SEO, falling back to title and summary', async () => {
    expect((await get(`help-center/detail-api/${withSeo.id}`)).json()).toEqual({
      success: true,
      data: {
        page_title: 'Come pagare',
        meta_desc: 'Metodi di pagamento accettati',
        keywords: 'pagamenti, carta',
      },
    });
    expect((await get(`help-center/detail-api/${withoutSeo.id}`)).json()).toEqual({
      success: true,
      data: { page_title: 'Come prenotare', meta_desc: 'Prenota in tre passi.', keywords: '' },
    });
  });

  it('unknown and malformed article ids are 404', async () => {
    for (const route of ['help-center/detail', 'help-center/detail-api']) {
      for (const id of BAD_IDS) {
        const response = await get(`${route}/${id}`);
        expect(response.statusCode, `${route}/${id}`).toBe(404);
        expect(response.json()).toEqual({ success: false, message: 'Risorsa non trovata.' });
      }
    }
  });
});
