import type {
  AdminHelpArticle,
  AdminHelpArticleBody,
  AdminHelpArticlePatch,
} from '@scrivania/core/content/admin-content-schemas';
import { messages } from '@scrivania/core/messages.it';
import type { Db } from '@scrivania/db/client';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { FieldErrors, HttpError } from '../../plugins/errors.ts';
import { recordedChange } from '../audit/audit-service.ts';
import {
  type AdminHelpArticleRow,
  createAdminHelpArticleRepository,
  type HelpArticleColumns,
} from './admin-help-article-repository.ts';
import { createAdminHelpCategoryRepository } from './admin-help-category-repository.ts';

const m = messages.content.admin;

export function toAdminHelpArticle(row: AdminHelpArticleRow): AdminHelpArticle {
  return {
    _id: row.id,
    category_id: row.categoryId,
    title: row.title,
    short_desc: row.shortDesc,
    description: row.description,
    photo: row.photo,
    page_title: row.pageTitle,
    meta_desc: row.metaDesc,
    keywords: row.keywords,
    sort_order: row.sortOrder,
  };
}

/** The columns a body names (and only those), the description cleaned by the display's rules. */
function columnsOf(body: AdminHelpArticlePatch): Partial<HelpArticleColumns> {
  const columns: Partial<HelpArticleColumns> = {};
  if (body.category_id !== undefined) columns.categoryId = body.category_id;
  if (body.title !== undefined) columns.title = body.title;
  if (body.short_desc !== undefined) columns.shortDesc = body.short_desc;
  if (body.description !== undefined) {
    const clean = sanitizeRichText(body.description).trim();
    if (clean === '') throw new FieldErrors({ description: m.required });
    columns.description = clean;
  }
  if (body.photo !== undefined) columns.photo = body.photo;
  if (body.page_title !== undefined) columns.pageTitle = body.page_title;
  if (body.meta_desc !== undefined) columns.metaDesc = body.meta_desc;
  if (body.keywords !== undefined) columns.keywords = body.keywords;
  return columns;
}

/**
 * The category an article names must exist; it stays locked (FOR SHARE) until the change commits, so
 * a delete of that category waits and then sees the article (decision 035).
 */
async function checkCategory(tx: Db, columns: Partial<HelpArticleColumns>) {
  if (columns.categoryId == null) return;
  if (!(await createAdminHelpCategoryRepository(tx).lock(columns.categoryId, 'share')))
    throw new FieldErrors({ category_id: m.categoryInvalid });
}

const pickColumns = (row: AdminHelpArticleRow, columns: Partial<HelpArticleColumns>) =>
  Object.fromEntries(Object.keys(columns).map((key) => [key, row[key as keyof HelpArticleColumns]]));

/** The help centre's articles in the console: each change with its audit record, then announced to every process. */
export function createAdminHelpArticleService(db: Db, announce: () => Promise<void>) {
  const articles = createAdminHelpArticleRepository(db);
  const target = { targetType: 'help_article' };

  return {
    page: (page: number, perPage: number) => articles.page({ limit: perPage, offset: (page - 1) * perPage }),

    async create(actorId: number, body: AdminHelpArticleBody): Promise<AdminHelpArticle> {
      const columns: HelpArticleColumns = {
        categoryId: null,
        photo: null,
        pageTitle: null,
        metaDesc: null,
        keywords: null,
        title: body.title,
        shortDesc: body.short_desc,
        description: body.description,
        ...columnsOf(body),
      };
      const row = await recordedChange(
        db,
        actorId,
        { kind: 'help_article.create', ...target },
        async (tx) => {
          await checkCategory(tx, columns);
          const created = await createAdminHelpArticleRepository(tx).insert(columns);
          return { before: null, after: columns, result: created, targetId: created.id };
        },
      );
      await announce();
      return toAdminHelpArticle(row);
    },

    async update(actorId: number, id: number, patch: AdminHelpArticlePatch): Promise<AdminHelpArticle> {
      const columns = columnsOf(patch);
      const row = await recordedChange(
        db,
        actorId,
        { kind: 'help_article.update', ...target, targetId: id },
        async (tx) => {
          const repository = createAdminHelpArticleRepository(tx);
          const current = await repository.find(id);
          if (!current) throw new HttpError(404, m.articleNotFound);
          await checkCategory(tx, columns);
          const updated = await repository.update(id, columns);
          if (!updated) throw new HttpError(404, m.articleNotFound);
          return { before: pickColumns(current, columns), after: columns, result: updated };
        },
      );
      await announce();
      return toAdminHelpArticle(row);
    },

    async remove(actorId: number, id: number): Promise<void> {
      await recordedChange(
        db,
        actorId,
        { kind: 'help_article.delete', ...target, targetId: id },
        async (tx) => {
          const removed = await createAdminHelpArticleRepository(tx).remove(id);
          if (!removed) throw new HttpError(404, m.articleNotFound);
          return { before: { title: removed.title }, after: null, result: undefined };
        },
      );
      await announce();
    },
  };
}
