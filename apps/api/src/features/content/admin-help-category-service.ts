import type {
  AdminHelpCategory,
  AdminHelpCategoryBody,
  AdminHelpCategoryPatch,
} from '@scrivania/core/content/admin-content-schemas';
import { messages } from '@scrivania/core/messages.it';
import type { Db } from '@scrivania/db/client';
import { HttpError } from '../../plugins/errors.ts';
import { recordedChange } from '../audit/audit-service.ts';
import {
  type AdminHelpCategoryRow,
  createAdminHelpCategoryRepository,
  type HelpCategoryColumns,
  isUniqueViolation,
} from './admin-help-category-repository.ts';

const m = messages.content.admin;

export function toAdminHelpCategory(row: AdminHelpCategoryRow): AdminHelpCategory {
  return { _id: row.id, name: row.name, sort_order: row.sortOrder, articles_count: row.articlesCount };
}

function columnsOf(body: AdminHelpCategoryPatch): Partial<HelpCategoryColumns> {
  return {
    ...(body.name === undefined ? {} : { name: body.name }),
    ...(body.sort_order === undefined ? {} : { sortOrder: body.sort_order }),
  };
}

/** Two categories with one name in any letter case are refused, also when they race (the unique index). */
async function refusingDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, m.categoryNameTaken);
    throw error;
  }
}

/**
 * The help centre's categories in the console: each change with its audit record, then announced to
 * every process; a category articles still use is never deleted (decision 035).
 */
export function createAdminHelpCategoryService(db: Db, announce: () => Promise<void>) {
  const categories = createAdminHelpCategoryRepository(db);
  const target = { targetType: 'help_category' };

  async function answer(tx: Db, id: number) {
    const row = await createAdminHelpCategoryRepository(tx).find(id);
    if (!row) throw new HttpError(404, m.categoryNotFound);
    return toAdminHelpCategory(row);
  }

  return {
    page: (page: number, perPage: number) =>
      categories.page({ limit: perPage, offset: (page - 1) * perPage }),

    async create(actorId: number, body: AdminHelpCategoryBody): Promise<AdminHelpCategory> {
      const created = await refusingDuplicates(() =>
        recordedChange(db, actorId, { kind: 'help_category.create', ...target }, async (tx) => {
          const repository = createAdminHelpCategoryRepository(tx);
          if (await repository.nameTaken(body.name)) throw new HttpError(409, m.categoryNameTaken);
          const values = { name: body.name, sortOrder: body.sort_order ?? (await repository.nextOrder()) };
          const id = await repository.insert(values);
          return { before: null, after: values, result: await answer(tx, id), targetId: id };
        }),
      );
      await announce();
      return created;
    },

    async update(actorId: number, id: number, patch: AdminHelpCategoryPatch): Promise<AdminHelpCategory> {
      const columns = columnsOf(patch);
      const updated = await refusingDuplicates(() =>
        recordedChange(db, actorId, { kind: 'help_category.update', ...target, targetId: id }, async (tx) => {
          const repository = createAdminHelpCategoryRepository(tx);
          if (!(await repository.lock(id, 'update'))) throw new HttpError(404, m.categoryNotFound);
          const current = await answer(tx, id);
          if (columns.name !== undefined && (await repository.nameTaken(columns.name, id)))
            throw new HttpError(409, m.categoryNameTaken);
          await repository.update(id, columns);
          const before = {
            ...(columns.name === undefined ? {} : { name: current.name }),
            ...(columns.sortOrder === undefined ? {} : { sortOrder: current.sort_order }),
          };
          return { before, after: columns, result: await answer(tx, id) };
        }),
      );
      await announce();
      return updated;
    },

    async remove(actorId: number, id: number): Promise<void> {
      await recordedChange(
        db,
        actorId,
        { kind: 'help_category.delete', ...target, targetId: id },
        async (tx) => {
          const repository = createAdminHelpCategoryRepository(tx);
          if (!(await repository.lock(id, 'update'))) throw new HttpError(404, m.categoryNotFound);
          const current = await answer(tx, id);
          if ((await repository.articlesUsing(id)) > 0) throw new HttpError(409, m.categoryInUse);
          await repository.remove(id);
          return {
            before: { name: current.name, sortOrder: current.sort_order },
            after: null,
            result: undefined,
          };
        },
      );
      await announce();
    },
  };
}
