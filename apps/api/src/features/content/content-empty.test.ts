import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageSection } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const NOT_FOUND = { success: false, message: 'Risorsa non trovata.' };
const SINGLETONS = [
  'footer',
  'about-us',
  'contact-us/page-data',
  'help-center-heading',
  'privacy-policy',
  'terms-and-condition',
  'become-host/page-data',
  'section/1',
];

describe('content routes without site content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers missing single-row content with a 404 in the error shape', async () => {
    for (const path of SINGLETONS) {
      const response = await t.app.inject({ method: 'GET', url: `/backend/api/${path}` });
      expect(response.statusCode, path).toBe(404);
      expect(response.json(), path).toEqual(NOT_FOUND);
    }
  });

  it('answers empty lists as empty', async () => {
    for (const path of ['faq', 'help-center', 'menu', 'explore-property', 'popular-cities']) {
      const response = await t.app.inject({ method: 'GET', url: `/backend/api/${path}` });
      expect(response.statusCode, path).toBe(200);
      expect(response.json().data, path).toEqual([]);
    }
  });

  it('maps every page section column to its field', async () => {
    const fields = {
      heading1: 'H1',
      heading2: 'H2',
      heading3: 'H3',
      heading4: 'H4',
      heading5: 'H5',
      heading6: 'H6',
      image1: 'i1.webp',
      image2: 'i2.webp',
      image3: 'i3.webp',
      title1: 'T1',
      title2: 'T2',
      title3: 'T3',
      shortDesc1: 'S1',
      shortDesc2: 'S2',
      shortDesc3: 'S3',
    };
    await createPageSection(t.db, 5, { title: 'Per le aziende', shortDesc: 'Testo', photo: null, ...fields });
    const response = await t.app.inject({ method: 'GET', url: '/backend/api/section/5' });
    expect(response.json()).toEqual({
      success: true,
      data: {
        id: 5,
        title: 'Per le aziende',
        short_desc: 'Testo',
        photo: null,
        heading_1: 'H1',
        heading_2: 'H2',
        heading_3: 'H3',
        heading_4: 'H4',
        heading_5: 'H5',
        heading_6: 'H6',
        image_1: 'i1.webp',
        image_2: 'i2.webp',
        image_3: 'i3.webp',
        title_1: 'T1',
        title_2: 'T2',
        title_3: 'T3',
        short_desc_1: 'S1',
        short_desc_2: 'S2',
        short_desc_3: 'S3',
      },
    });
  });

  it('a known SEO page without data is a 404 with success false', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/backend/api/seo-details/home' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Dati SEO non trovati per questa pagina.' });
  });
});
