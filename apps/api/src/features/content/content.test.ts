import { SEO_PAGES } from '@scrivania/core/content/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFaq, createSiteContent } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const NOT_FOUND = { success: false, message: 'Risorsa non trovata.' };

describe('content routes', () => {
  let t: TestApp;
  const get = (path: string) => t.app.inject({ method: 'GET', url: `/backend/api/${path}` });
  const ok = async (path: string) => {
    const response = await get(path);
    expect(response.statusCode, path).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    await createSiteContent(t.db);
  });
  afterAll(() => t.close());

  it('footer', async () => {
    expect(await ok('footer')).toEqual({
      success: true,
      data: {
        id: 1,
        company_desc: 'Spazi di lavoro prenotabili a giornata.',
        company_logo: 'logo.webp',
        facebook_link: 'https://facebook.com/scrivania',
        instagram_link: 'https://instagram.com/scrivania',
        linkedin_link: null,
        twitter_link: null,
      },
    });
  });

  it('section/1 to section/8 each answer their block with every field', async () => {
    for (let n = 1; n <= 8; n++) {
      const body = await ok(`section/${n}`);
      expect(body.success).toBe(true);
      expect(body.data).toMatchObject({
        id: n,
        title: `Sezione ${n}`,
        photo: `section-${n}.webp`,
        heading_1: null,
      });
      expect(Object.keys(body.data)).toHaveLength(19);
    }
  });

  it('sections outside 1..8 and malformed numbers are 404', async () => {
    for (const n of ['0', '9', '-1', 'abc', '1e0', '0x4', '4.0', '99999999999']) {
      const response = await get(`section/${n}`);
      expect(response.statusCode, n).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
  });

  it('seo-details answers every listed page', async () => {
    for (const page of SEO_PAGES) {
      expect(await ok(`seo-details/${page}`)).toEqual({
        success: true,
        message: 'Dati SEO recuperati con successo.',
        data: { page_title: `Titolo ${page}`, meta_desc: `Descrizione ${page}`, keywords: `${page}, uffici` },
      });
    }
  });

  it('seo-details of an unknown page is a 404 with success false', async () => {
    for (const page of ['nope', 'Home', 'help', '__proto__', 'constructor']) {
      const response = await get(`seo-details/${page}`);
      expect(response.statusCode, page).toBe(404);
      expect(response.json().success).toBe(false);
    }
  });

  it('about-us nests its data under an error flag', async () => {
    expect(await ok('about-us')).toEqual({
      success: true,
      data: {
        error: false,
        data: {
          photo: 'about.webp',
          title: 'Chi siamo',
          short_desc: 'Dal 2010 affittiamo uffici.',
          year_of_exp: 14,
          total_rented_property: 250,
          happy_customer: 1200,
          total_listed_property: 80,
        },
      },
    });
  });

  it('contact-us/page-data carries the headings in order and the support address', async () => {
    expect(await ok('contact-us/page-data')).toEqual({
      success: true,
      data: {
        image: null,
        title: 'Contattaci',
        content: 'Siamo qui per aiutarti.',
        headings: [
          { image: 'heading-0.webp', text: 'Assistenza rapida' },
          { image: 'heading-1.webp', text: 'Spazi in tutta Italia' },
        ],
        extra_content: null,
        extra_content_2: null,
        phone: '+39 02 1234 5678',
        support_email: 'supporto@scrivania.test',
      },
    });
  });

  it('faq lists questions by sort order, then id', async () => {
    const later = await createFaq(t.db, { question: 'Seconda?', sortOrder: 2 });
    const first = await createFaq(t.db, { question: 'Prima?', answer: 'Sì.', sortOrder: 1 });
    const tie = await createFaq(t.db, { question: 'Terza?', sortOrder: 2 });
    const body = await ok('faq');
    expect(body.success).toBe(true);
    expect(body.data).toEqual([
      { _id: first.id, question: 'Prima?', answer: 'Sì.' },
      { _id: later.id, question: 'Seconda?', answer: 'Risposta.' },
      { _id: tie.id, question: 'Terza?', answer: 'Risposta.' },
    ]);
  });

  it('privacy-policy and terms-and-condition put the HTML in data[0].description', async () => {
    expect(await ok('privacy-policy')).toEqual({
      success: true,
      data: [{ description: '<h2>Informativa privacy</h2><p>Testo.</p>' }],
    });
    expect(await ok('terms-and-condition')).toEqual({
      success: true,
      data: [{ description: '<h2>Termini e condizioni</h2><p>Testo.</p>' }],
    });
  });

  it('become-host/page-data', async () => {
    expect(await ok('become-host/page-data')).toEqual({
      success: true,
      data: {
        title: 'Diventa host',
        sub_title: 'Guadagna con i tuoi spazi',
        content: 'Pubblica il tuo ufficio.',
        footer_heading: 'Inizia oggi',
        footer_content: 'Registrati in pochi minuti.',
      },
    });
  });

  it('documents every content and catalog route, with its error answers, in the OpenAPI document', async () => {
    const document = (await ok('openapi.json')) as {
      paths: Record<string, Record<string, { tags?: string[]; responses: Record<string, unknown> }>>;
    };
    const paths = [
      'menu',
      'footer',
      'popular-cities',
      'city-section',
      'section/{n}',
      'seo-details/{page}',
      'about-us',
      'contact-us/page-data',
      'contact-us',
      'category-name/{id}',
      'property/category-id/{id}',
      'property/city-id/{id}',
      'city-name/{id}',
      'recommended-property',
      'explore-property',
      'faq',
      'help-center',
      'help-center-heading',
      'help-center/detail/{id}',
      'help-center/detail-api/{id}',
      'privacy-policy',
      'terms-and-condition',
      'become-host/page-data',
    ];
    for (const path of paths) {
      const item = document.paths[`/backend/api/${path}`];
      const operation = item?.get ?? item?.post;
      expect(operation, path).toBeDefined();
      expect(operation?.tags?.[0], path).toMatch(/^(content|catalog)$/);
      expect(Object.keys(operation?.responses ?? {}), path).toContain('200');
      if (path.includes('{')) expect(Object.keys(operation?.responses ?? {}), path).toContain('404');
    }
    expect(Object.keys(document.paths['/backend/api/contact-us']?.post?.responses ?? {})).toContain('400');
  });
});
