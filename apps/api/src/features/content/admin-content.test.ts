import { messages } from '@scrivania/core/messages.it';
import { auditLog, faqs, helpCenterArticles, helpCenterHeading, seoPages } from '@scrivania/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInAdmin } from '../../test/admin-fixtures.ts';
import { createFaq, createSiteContent } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const m = messages.content.admin;

let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  await createSiteContent(t.db);
  admin = await createSignedInAdmin(t);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/backend/api/admin/${path}`, headers: admin.headers, payload });
const publicAnswer = async (path: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/backend/api/${path}` });
  return { status: response.statusCode, body: response.json() };
};
const recordsOf = (kind: 'faq.create' | 'faq.update' | 'page.update' | 'seo.update', targetId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.kind, kind), eq(auditLog.targetId, targetId)));

describe('FAQ', () => {
  beforeEach(async () => {
    await t.db.delete(faqs);
  });

  it('creates one at the end of the list, shown by /faq at once, with its audit record', async () => {
    await createFaq(t.db, { question: 'Prima?', sortOrder: 5 });
    const response = await call('POST', 'faqs', {
      question: '  Posso annullare?  ',
      answer: '<p>Sì, gratis.</p>',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json().data;
    expect(created).toMatchObject({
      question: 'Posso annullare?',
      answer: '<p>Sì, gratis.</p>',
      sort_order: 6,
    });
    const { body } = await publicAnswer('faq');
    expect(body.data.map((faq: { question: string }) => faq.question)).toEqual([
      'Prima?',
      'Posso annullare?',
    ]);
    const [record] = await recordsOf('faq.create', String(created._id));
    expect(record).toMatchObject({ actorUserId: admin.id, before: null });
  });

  it('stores an answer with a script without the script', async () => {
    const response = await call('POST', 'faqs', {
      question: 'Sicuro?',
      answer: '<p>Risposta</p><script>alert(1)</script><img src="x.png" onerror="alert(2)">',
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(faqs).where(eq(faqs.id, response.json().data._id));
    expect(row?.answer).toBe('<p>Risposta</p><img src="x.png">');
  });

  it('refuses an empty question, or an answer that is nothing but a script, and saves nothing', async () => {
    for (const payload of [
      { question: '   ', answer: '<p>Risposta</p>' },
      { question: 'Domanda?', answer: '<script>alert(1)</script>' },
      { question: 'Domanda?' },
    ]) {
      const response = await call('POST', 'faqs', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(m.required);
    }
    expect(await t.db.select().from(faqs)).toEqual([]);
  });

  it('edits a question and answer; the record holds what changed, before and after', async () => {
    const faq = await createFaq(t.db, { question: 'Vecchia?', answer: 'Vecchia.' });
    const response = await call('PATCH', `faqs/${faq.id}`, { answer: '<b>Nuova</b><script>x()</script>' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ _id: faq.id, question: 'Vecchia?', answer: '<b>Nuova</b>' });
    expect((await publicAnswer('faq')).body.data).toEqual([
      { _id: faq.id, question: 'Vecchia?', answer: '<b>Nuova</b>' },
    ]);
    const [record] = await recordsOf('faq.update', String(faq.id));
    expect(record).toMatchObject({ before: { answer: 'Vecchia.' }, after: { answer: '<b>Nuova</b>' } });
  });

  it('answers 404 in Italian for an FAQ that does not exist, and 400 for an empty change', async () => {
    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await call(
        method,
        'faqs/987654',
        method === 'PATCH' ? { question: 'Nuova?' } : undefined,
      );
      expect(response.statusCode, method).toBe(404);
      expect(response.json()).toEqual({ success: false, message: m.faqNotFound });
    }
    const faq = await createFaq(t.db);
    const empty = await call('PATCH', `faqs/${faq.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(m.nothingToChange);
  });

  it('deletes one: /faq no longer shows it', async () => {
    const faq = await createFaq(t.db);
    const response = await call('DELETE', `faqs/${faq.id}`);
    expect(response.json()).toEqual({ success: true, message: m.faqDeleted, data: { _id: faq.id } });
    expect((await publicAnswer('faq')).body.data).toEqual([]);
  });

  it('reorders them all at once; a list that misses, repeats or invents an FAQ changes nothing', async () => {
    const a = await createFaq(t.db, { question: 'A?', sortOrder: 1 });
    const b = await createFaq(t.db, { question: 'B?', sortOrder: 2 });
    const c = await createFaq(t.db, { question: 'C?', sortOrder: 3 });
    const order = async () =>
      (await publicAnswer('faq')).body.data.map((faq: { question: string }) => faq.question);

    for (const ids of [
      [c.id, a.id],
      [c.id, a.id, a.id],
      [c.id, a.id, 987654],
      [c.id, a.id, b.id, 987654],
    ]) {
      const refused = await call('POST', 'faqs/reorder', { ids });
      expect(refused.statusCode, JSON.stringify(ids)).toBe(409);
      expect(refused.json().message).toBe(m.reorderMismatch);
    }
    expect(await order()).toEqual(['A?', 'B?', 'C?']);

    const response = await call('POST', 'faqs/reorder', { ids: [c.id, a.id, b.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.items.map((faq: { _id: number }) => faq._id)).toEqual([c.id, a.id, b.id]);
    expect(await order()).toEqual(['C?', 'A?', 'B?']);
    const list = await call('GET', 'faqs');
    expect(list.json().data).toMatchObject({ page: 1, has_more: false });
    expect(list.json().data.items.map((faq: { question: string }) => faq.question)).toEqual([
      'C?',
      'A?',
      'B?',
    ]);
  });
});

describe('pages', () => {
  it('answer 404 in Italian for a key that is not a page, reading or writing', async () => {
    for (const method of ['GET', 'PATCH'] as const) {
      const response = await call(method, 'pages/contatti', method === 'PATCH' ? { title: 'X' } : undefined);
      expect(response.statusCode, method).toBe(404);
      expect(response.json()).toEqual({ success: false, message: m.pageNotFound });
    }
  });

  it('load a page with the fields its public answer carries', async () => {
    const response = await call('GET', 'pages/about');
    expect(response.statusCode).toBe(200);
    const about = (await publicAnswer('about-us')).body.data.data;
    expect(response.json().data).toEqual({ key: 'about', values: about });
  });

  it('change only the fields sent; the public answer shows them at once', async () => {
    const response = await call('PATCH', 'pages/about', { title: 'Chi siamo davvero', year_of_exp: '12' });
    expect(response.statusCode, response.body).toBe(200);
    const about = (await publicAnswer('about-us')).body.data.data;
    expect(about).toMatchObject({ title: 'Chi siamo davvero', year_of_exp: 12 });
    const [record] = await recordsOf('page.update', 'about');
    expect(record?.after).toEqual({ title: 'Chi siamo davvero', year_of_exp: 12 });
    expect(Object.keys(record?.before as object)).toEqual(['title', 'year_of_exp']);
  });

  it('refuse a field the page does not have, a bad number or link, and change nothing', async () => {
    const before = (await publicAnswer('footer')).body;
    for (const payload of [
      { company_desc: 'Nuovo', title: 'Non è del piè di pagina' },
      { facebook_link: 'javascript:alert(1)' },
      { company_desc: '' },
    ]) {
      const response = await call('PATCH', 'pages/footer', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await call('PATCH', 'pages/about', { happy_customer: -3 })).json().message).toBe(m.numberInvalid);
    expect((await publicAnswer('footer')).body).toEqual(before);
  });

  it('clean legal pages and home sections with the display’s rules', async () => {
    const privacy = await call('PATCH', 'pages/privacy', {
      description: '<h2>Privacy</h2><script>steal()</script><a href="javascript:x()">link</a>',
    });
    expect(privacy.statusCode).toBe(200);
    expect((await publicAnswer('privacy-policy')).body.data).toEqual([
      { description: '<h2>Privacy</h2><a>link</a>' },
    ]);

    const section = await call('PATCH', 'pages/section-3', {
      title: 'Come funziona',
      short_desc: '<p>Tre passi</p><iframe src="x"></iframe>',
      short_desc_1: 'Cerca & prenota',
    });
    expect(section.statusCode).toBe(200);
    expect((await publicAnswer('section/3')).body.data).toMatchObject({
      id: 3,
      title: 'Come funziona',
      short_desc: '<p>Tre passi</p>',
      short_desc_1: 'Cerca & prenota',
    });
  });

  it('write a page never written only when complete; the help centre heading is one of them', async () => {
    await t.db.delete(helpCenterHeading);
    expect((await publicAnswer('help-center-heading')).status).toBe(404);
    const partial = await call('PATCH', 'pages/help-center', { heading: 'Come possiamo aiutarti?' });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().errors).toEqual({ sub_heading: m.required });
    expect((await publicAnswer('help-center-heading')).status).toBe(404);

    const whole = await call('PATCH', 'pages/help-center', {
      heading: 'Come possiamo aiutarti?',
      sub_heading: 'Cerca qui.',
    });
    expect(whole.statusCode).toBe(200);
    expect((await publicAnswer('help-center-heading')).body.data).toEqual({
      heading: 'Come possiamo aiutarti?',
      sub_heading: 'Cerca qui.',
    });
  });

  it('edit the footer’s social links: empty is none', async () => {
    const response = await call('PATCH', 'pages/footer', {
      linkedin_link: 'https://linkedin.com/scrivania',
      facebook_link: '',
    });
    expect(response.statusCode).toBe(200);
    expect((await publicAnswer('footer')).body.data).toMatchObject({
      linkedin_link: 'https://linkedin.com/scrivania',
      facebook_link: null,
    });
  });
});

describe('SEO', () => {
  it('lists every page of the SEO call', async () => {
    const response = await call('GET', 'seo');
    expect(response.statusCode).toBe(200);
    const items = response.json().data.items as { page: string; page_title: string }[];
    expect(items).toHaveLength(12);
    const home = (await publicAnswer('seo-details/home')).body.data;
    expect(items.find((item) => item.page === 'home')).toEqual({ page: 'home', ...home });
  });

  it('changes a page’s texts, shown by /seo-details at once', async () => {
    const response = await call('PATCH', 'seo/faq', {
      page_title: 'Domande | Scrivania',
      keywords: 'faq, aiuto',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await publicAnswer('seo-details/faq')).body.data).toMatchObject({
      page_title: 'Domande | Scrivania',
      keywords: 'faq, aiuto',
    });
    const [record] = await recordsOf('seo.update', 'faq');
    expect(record?.after).toEqual({ page_title: 'Domande | Scrivania', keywords: 'faq, aiuto' });
  });

  it('answers 404 in Italian for a page the SEO call does not serve, and saves nothing', async () => {
    const response = await call('PATCH', 'seo/segreta', { page_title: 'X', meta_desc: 'Y', keywords: '' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: m.seoPageNotFound });
    expect(await t.db.select().from(seoPages).where(eq(seoPages.page, 'segreta'))).toEqual([]);
  });
});

describe('help centre articles', () => {
  it('are created, listed, edited with their SEO and deleted, each change on the public routes at once', async () => {
    const created = await call('POST', 'help-articles', {
      title: 'Fatture',
      short_desc: 'Dove trovarle.',
      description: '<p>Nel profilo.</p><script>x()</script>',
    });
    expect(created.statusCode).toBe(201);
    const article = created.json().data;
    expect(article).toMatchObject({ description: '<p>Nel profilo.</p>', photo: null, page_title: null });
    const listed = (await publicAnswer('help-center')).body.data.map((item: { _id: number }) => item._id);
    expect(listed).toContain(article._id);

    const edited = await call('PATCH', `help-articles/${article._id}`, {
      page_title: 'Fatture | Aiuto',
      meta_desc: '',
    });
    expect(edited.statusCode).toBe(200);
    expect((await publicAnswer(`help-center/detail-api/${article._id}`)).body.data).toEqual({
      page_title: 'Fatture | Aiuto',
      meta_desc: 'Dove trovarle.',
      keywords: '',
    });
    expect(
      (await call('GET', 'help-articles')).json().data.items.map((item: { _id: number }) => item._id),
    ).toContain(article._id);

    expect((await call('DELETE', `help-articles/${article._id}`)).statusCode).toBe(200);
    expect((await publicAnswer(`help-center/detail/${article._id}`)).status).toBe(404);
    expect(
      await t.db.select().from(helpCenterArticles).where(eq(helpCenterArticles.id, article._id)),
    ).toEqual([]);
  });

  it('refuse a missing title or a script-only description; unknown ids are 404 in Italian', async () => {
    expect(
      (await call('POST', 'help-articles', { short_desc: 'X', description: '<p>Y</p>' })).statusCode,
    ).toBe(400);
    const scriptOnly = await call('POST', 'help-articles', {
      title: 'X',
      short_desc: 'Y',
      description: '<script>z</script>',
    });
    expect(scriptOnly.statusCode).toBe(400);
    expect(scriptOnly.json().errors).toEqual({ description: m.required });
    const missing = await call('PATCH', 'help-articles/987654', { title: 'Nuovo' });
    expect(missing.json()).toEqual({ success: false, message: m.articleNotFound });
  });
});
