import { messages } from '@scrivania/core/messages.it';
import { auditLog, helpCenterArticles, helpCenterCategories } from '@scrivania/db/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSignedInAdmin } from '../../test/admin-fixtures.ts';
import { insertOne } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const m = messages.content.admin;

let t: TestApp;
let admin: Awaited<ReturnType<typeof createSignedInAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createSignedInAdmin(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(helpCenterArticles);
  await t.db.delete(helpCenterCategories);
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/backend/api/admin/${path}`, headers: admin.headers, payload });
const publicArticles = async () =>
  (await t.app.inject({ method: 'GET', url: '/backend/api/help-center' })).json().data as {
    title: string;
    category: { _id: number; name: string; sort_order: number } | null;
  }[];
const article = (values: { title: string; categoryId?: number | null }) =>
  insertOne(t.db, helpCenterArticles, { shortDesc: 'In breve.', description: '<p>Testo.</p>', ...values });
const recordsOf = (kind: string, targetId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.kind, kind), eq(auditLog.targetId, String(targetId))));
const categoryRows = () => t.db.select().from(helpCenterCategories);

describe('help centre categories', () => {
  it('are created after the others or at a given place, listed in order with their articles, renamed and moved', async () => {
    const first = (await call('POST', 'help-categories', { name: '  Pagamenti  ' })).json().data;
    const second = await call('POST', 'help-categories', { name: 'Prenotazioni' });
    expect(second.statusCode).toBe(201);
    const top = (await call('POST', 'help-categories', { name: 'Account', sort_order: 0 })).json().data;
    expect([first.name, first.sort_order, second.json().data.sort_order, top.sort_order]).toEqual([
      'Pagamenti',
      1,
      2,
      0,
    ]);
    await article({ title: 'Carte accettate', categoryId: first._id });

    const list = (await call('GET', 'help-categories')).json().data;
    expect(
      list.items.map((c: { name: string; articles_count: number }) => [c.name, c.articles_count]),
    ).toEqual([
      ['Account', 0],
      ['Pagamenti', 1],
      ['Prenotazioni', 0],
    ]);

    const renamed = await call('PATCH', `help-categories/${first._id}`, {
      name: 'Pagamenti e fatture',
      sort_order: 9,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({
      name: 'Pagamenti e fatture',
      sort_order: 9,
      articles_count: 1,
    });
    expect(await publicArticles()).toEqual([
      expect.objectContaining({
        title: 'Carte accettate',
        category: { _id: first._id, name: 'Pagamenti e fatture', sort_order: 9 },
      }),
    ]);
    const [created] = await recordsOf('help_category.create', first._id);
    expect(created).toMatchObject({
      actorUserId: admin.id,
      before: null,
      after: { name: 'Pagamenti', sortOrder: 1 },
    });
    const [updated] = await recordsOf('help_category.update', first._id);
    expect(updated).toMatchObject({
      before: { name: 'Pagamenti', sortOrder: 1 },
      after: { name: 'Pagamenti e fatture', sortOrder: 9 },
    });
  });

  it('refuse a duplicate name in any letter case, an empty name or a bad place, and save nothing', async () => {
    const existing = (await call('POST', 'help-categories', { name: 'Pagamenti' })).json().data;
    const other = (await call('POST', 'help-categories', { name: 'Account' })).json().data;
    for (const [method, path, payload, status, message] of [
      ['POST', 'help-categories', { name: 'PAGAMENTI' }, 409, m.categoryNameTaken],
      ['PATCH', `help-categories/${other._id}`, { name: 'pagamenti' }, 409, m.categoryNameTaken],
      ['POST', 'help-categories', { name: '   ' }, 400, m.required],
      ['POST', 'help-categories', { name: 'Rimborsi', sort_order: -1 }, 400, m.orderInvalid],
      ['POST', 'help-categories', { name: 'Rimborsi', sort_order: 'primo' }, 400, m.orderInvalid],
      ['PATCH', `help-categories/${other._id}`, {}, 400, m.nothingToChange],
      ['PATCH', 'help-categories/987654', { name: 'Nuovo' }, 404, m.categoryNotFound],
      ['DELETE', 'help-categories/987654', undefined, 404, m.categoryNotFound],
    ] as const) {
      const response = await call(method, path, payload);
      expect(response.statusCode, `${method} ${path} ${JSON.stringify(payload)}`).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect((await categoryRows()).map((row) => row.name).sort()).toEqual(['Account', 'Pagamenti']);
    expect(await recordsOf('help_category.update', other._id)).toEqual([]);
    expect(existing.name).toBe('Pagamenti');
  });

  it('are deleted only when no article uses them, with an Italian message otherwise', async () => {
    const used = (await call('POST', 'help-categories', { name: 'Pagamenti' })).json().data;
    const unused = (await call('POST', 'help-categories', { name: 'Vuota' })).json().data;
    const inside = await article({ title: 'Carte accettate', categoryId: used._id });

    const refused = await call('DELETE', `help-categories/${used._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(m.categoryInUse);
    expect(await recordsOf('help_category.delete', used._id)).toEqual([]);

    expect((await call('DELETE', `help-categories/${unused._id}`)).statusCode).toBe(200);
    const [record] = await recordsOf('help_category.delete', unused._id);
    expect(record).toMatchObject({ before: { name: 'Vuota' }, after: null });

    await call('PATCH', `help-articles/${inside.id}`, { category_id: null });
    expect((await call('DELETE', `help-categories/${used._id}`)).statusCode).toBe(200);
    expect(await categoryRows()).toEqual([]);
    expect((await publicArticles())[0]?.category).toBeNull();
  });
});

describe('help centre articles and their category', () => {
  it('take a category on creation or edit, and leave it with an empty choice', async () => {
    const category = (await call('POST', 'help-categories', { name: 'Pagamenti' })).json().data;
    const created = await call('POST', 'help-articles', {
      title: 'Rimborsi',
      short_desc: 'Come chiedere un rimborso.',
      description: '<p>Scrivici.</p>',
      category_id: String(category._id),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data._id;
    expect(created.json().data.category_id).toBe(category._id);
    expect((await publicArticles())[0]?.category?.name).toBe('Pagamenti');

    const cleared = await call('PATCH', `help-articles/${id}`, { category_id: '' });
    expect(cleared.json().data.category_id).toBeNull();
    const [record] = await recordsOf('help_article.update', id);
    expect(record).toMatchObject({ before: { categoryId: category._id }, after: { categoryId: null } });
  });

  it('refuse a category that does not exist, in Italian, and save nothing', async () => {
    const refused = await call('POST', 'help-articles', {
      title: 'Rimborsi',
      short_desc: 'Come chiedere un rimborso.',
      description: '<p>Scrivici.</p>',
      category_id: 987654,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(m.categoryInvalid);
    const bad = await call('POST', 'help-articles', {
      title: 'Rimborsi',
      short_desc: 'Come chiedere un rimborso.',
      description: '<p>Scrivici.</p>',
      category_id: 'pagamenti',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(m.categoryInvalid);
    expect(await t.db.select().from(helpCenterArticles)).toEqual([]);
  });
});
