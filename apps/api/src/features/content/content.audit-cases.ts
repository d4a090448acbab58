import { helpCenterArticles, helpCenterCategories } from '@scrivania/db/schema';
import type { AuditCase } from '../../test/admin-fixtures.ts';
import { createFaq, insertOne, unique } from '../../test/factories.ts';

const api = '/backend/api/admin';
const category = () => ({ name: unique('Categoria') });
const article = () => ({ title: 'Pagamenti', shortDesc: 'Come pagare.', description: '<p>Con carta.</p>' });

export const auditCases: AuditCase[] = [
  {
    route: 'POST /backend/api/admin/faqs',
    kind: 'faq.create',
    prepare: async () => ({
      url: `${api}/faqs`,
      payload: { question: 'Come prenoto?', answer: '<p>Così.</p>' },
    }),
  },
  {
    route: 'PATCH /backend/api/admin/faqs/:id',
    kind: 'faq.update',
    async prepare(t) {
      const faq = await createFaq(t.db);
      return { url: `${api}/faqs/${faq.id}`, payload: { answer: '<p>Nuova risposta.</p>' } };
    },
  },
  {
    route: 'DELETE /backend/api/admin/faqs/:id',
    kind: 'faq.delete',
    async prepare(t) {
      const faq = await createFaq(t.db);
      return { url: `${api}/faqs/${faq.id}` };
    },
  },
  {
    route: 'POST /backend/api/admin/faqs/reorder',
    kind: 'faq.update',
    async prepare(t) {
      await createFaq(t.db);
      const response = await t.app.inject({ method: 'GET', url: '/backend/api/faq' });
      const ids = (response.json() as { data: { _id: number }[] }).data.map((faq) => faq._id).reverse();
      return { url: `${api}/faqs/reorder`, payload: { ids } };
    },
  },
  {
    route: 'PATCH /backend/api/admin/pages/:key',
    kind: 'page.update',
    prepare: async () => ({ url: `${api}/pages/privacy`, payload: { description: '<p>Informativa.</p>' } }),
  },
  {
    route: 'PATCH /backend/api/admin/seo/:page',
    kind: 'seo.update',
    prepare: async () => ({
      url: `${api}/seo/faq`,
      payload: { page_title: 'FAQ', meta_desc: 'Domande frequenti.', keywords: 'faq' },
    }),
  },
  {
    route: 'POST /backend/api/admin/help-articles',
    kind: 'help_article.create',
    prepare: async () => ({
      url: `${api}/help-articles`,
      payload: {
        title: 'Rimborsi',
        short_desc: 'Come chiedere un rimborso.',
        description: '<p>Scrivici.</p>',
      },
    }),
  },
  {
    route: 'PATCH /backend/api/admin/help-articles/:id',
    kind: 'help_article.update',
    async prepare(t) {
      const row = await insertOne(t.db, helpCenterArticles, article());
      return { url: `${api}/help-articles/${row.id}`, payload: { title: 'Pagamenti e fatture' } };
    },
  },
  {
    route: 'DELETE /backend/api/admin/help-articles/:id',
    kind: 'help_article.delete',
    async prepare(t) {
      const row = await insertOne(t.db, helpCenterArticles, article());
      return { url: `${api}/help-articles/${row.id}` };
    },
  },
  {
    route: 'POST /backend/api/admin/help-categories',
    kind: 'help_category.create',
    prepare: async () => ({ url: `${api}/help-categories`, payload: category() }),
  },
  {
    route: 'PATCH /backend/api/admin/help-categories/:id',
    kind: 'help_category.update',
    async prepare(t) {
      const row = await insertOne(t.db, helpCenterCategories, category());
      return { url: `${api}/help-categories/${row.id}`, payload: { sort_order: 7 } };
    },
  },
  {
    route: 'DELETE /backend/api/admin/help-categories/:id',
    kind: 'help_category.delete',
    async prepare(t) {
      const row = await insertOne(t.db, helpCenterCategories, category());
      return { url: `${api}/help-categories/${row.id}` };
    },
  },
];
