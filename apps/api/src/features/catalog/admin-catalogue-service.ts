import type { AuditKind } from '@scrivania/core/audit/schemas';
import type {
  AdminCategory,
  AdminCategoryBody,
  AdminCategoryPatch,
  AdminCity,
  AdminCityBody,
  AdminCityPatch,
  AdminService,
  AdminServiceBody,
  AdminServicePatch,
} from '@scrivania/core/catalog/admin-catalog-schemas';
import { messages } from '@scrivania/core/messages.it';
import { centsToEuro, euroToCents } from '@scrivania/core/money';
import type { Db } from '@scrivania/db/client';
import { categories, cities, services } from '@scrivania/db/schema';
import { consolePage } from '../../lib/page-rows.ts';
import { FieldErrors, HttpError } from '../../plugins/errors.ts';
import { ImageRejectedError, type ImageStorage } from '../../providers/image-storage.ts';
import { recordedChange } from '../audit/audit-service.ts';
import { createAdminCatalogueRepository } from './admin-catalogue-repository.ts';
import { IMAGE_REFUSALS } from './host-listing-service.ts';

const m = messages.hostCatalog.admin;
/** A city photo this console uploaded (`city-<id>-<random>.webp`): only those are deleted when replaced. */
const UPLOADED_CITY_PHOTO = /^city-\d+-[0-9a-f]{16}\.webp$/;
export const ADMIN_CATALOGUE_PAGE_SIZE = 100;

const toCategory = (row: typeof categories.$inferSelect): AdminCategory => ({
  _id: row.id,
  name: row.name,
  title: row.title,
  occupancy: row.occupancy,
  hidden_from_menu: row.hiddenFromMenu,
  sort_order: row.sortOrder,
});
const toCity = (row: typeof cities.$inferSelect): AdminCity => ({
  _id: row.id,
  name: row.name,
  title: row.title,
  photo: row.photo,
  popular: row.popular,
});
const toService = (row: typeof services.$inferSelect): AdminService => ({
  _id: row.id,
  name: row.name,
  desc: row.desc,
  price: centsToEuro(row.priceCents),
  icon: row.icon,
});

/** The fields of `before` that the patch names: a record holds what the change touched. */
function touched<T extends Record<string, unknown>>(before: T, patch: Record<string, unknown>) {
  return Object.fromEntries(Object.keys(patch).map((key) => [key, before[key]]));
}

const page = <T>(rows: T[], hasMore: boolean, pageNo: number) =>
  consolePage(rows, hasMore, pageNo, ADMIN_CATALOGUE_PAGE_SIZE);
const window = (pageNo: number) => ({
  limit: ADMIN_CATALOGUE_PAGE_SIZE,
  offset: (pageNo - 1) * ADMIN_CATALOGUE_PAGE_SIZE,
});

/**
 * The console's categories, cities and services. Every change is audited in its own transaction and
 * then announced (`changed`), so every process drops the public answers that show these names.
 */
export function createAdminCatalogueService(db: Db, storage: ImageStorage, changed: () => Promise<void>) {
  async function change<T>(
    actorId: number,
    kind: AuditKind,
    targetType: string,
    targetId: number | undefined,
    apply: (repository: ReturnType<typeof createAdminCatalogueRepository>) => Promise<{
      before: unknown;
      after: unknown;
      result: T;
      targetId?: number;
    }>,
  ): Promise<T> {
    const result = await recordedChange(db, actorId, { kind, targetType, targetId }, (tx) =>
      apply(createAdminCatalogueRepository(tx)),
    );
    await changed();
    return result;
  }

  async function refuseTakenName(
    repository: ReturnType<typeof createAdminCatalogueRepository>,
    table: typeof categories | typeof cities | typeof services,
    name: string | undefined,
    message: string,
    exceptId?: number,
  ) {
    if (name !== undefined && (await repository.nameTaken(table, name, exceptId)))
      throw new HttpError(409, message);
  }

  return {
    async categories(pageNo: number) {
      const { rows, hasMore } = await createAdminCatalogueRepository(db).categoriesPage(window(pageNo));
      return page(rows.map(toCategory), hasMore, pageNo);
    },
    createCategory: (actorId: number, body: AdminCategoryBody) =>
      change(actorId, 'category.create', 'category', undefined, async (repository) => {
        await refuseTakenName(repository, categories, body.name, m.categoryNameTaken);
        const row = await repository.insertCategory({
          name: body.name,
          title: body.title,
          occupancy: body.occupancy,
          hiddenFromMenu: body.hidden_from_menu,
          sortOrder: body.sort_order,
        });
        if (!row) throw new Error('category not inserted');
        const result = toCategory(row);
        return { before: null, after: result, result, targetId: row.id };
      }),
    updateCategory: (actorId: number, id: number, patch: AdminCategoryPatch) =>
      change(actorId, 'category.update', 'category', id, async (repository) => {
        const row = await repository.category(id);
        if (!row) throw new HttpError(404, m.categoryNotFound);
        await refuseTakenName(repository, categories, patch.name, m.categoryNameTaken, id);
        const updated = await repository.updateCategory(id, {
          name: patch.name,
          title: patch.title,
          occupancy: patch.occupancy,
          hiddenFromMenu: patch.hidden_from_menu,
          sortOrder: patch.sort_order,
        });
        if (!updated) throw new HttpError(404, m.categoryNotFound);
        const result = toCategory(updated);
        return { before: touched(toCategory(row), patch), after: touched(result, patch), result };
      }),

    async cities(pageNo: number) {
      const { rows, hasMore } = await createAdminCatalogueRepository(db).citiesPage(window(pageNo));
      return page(rows.map(toCity), hasMore, pageNo);
    },
    createCity: (actorId: number, body: AdminCityBody) =>
      change(actorId, 'city.create', 'city', undefined, async (repository) => {
        await refuseTakenName(repository, cities, body.name, m.cityNameTaken);
        const row = await repository.insertCity({
          name: body.name,
          title: body.title,
          photo: body.photo,
          popular: body.popular,
        });
        if (!row) throw new Error('city not inserted');
        const result = toCity(row);
        return { before: null, after: result, result, targetId: row.id };
      }),
    updateCity: (actorId: number, id: number, patch: AdminCityPatch) =>
      change(actorId, 'city.update', 'city', id, async (repository) => {
        const row = await repository.city(id);
        if (!row) throw new HttpError(404, m.cityNotFound);
        await refuseTakenName(repository, cities, patch.name, m.cityNameTaken, id);
        const updated = await repository.updateCity(id, {
          name: patch.name,
          title: patch.title,
          photo: patch.photo,
          popular: patch.popular,
        });
        if (!updated) throw new HttpError(404, m.cityNotFound);
        const result = toCity(updated);
        return { before: touched(toCity(row), patch), after: touched(result, patch), result };
      }),
    /**
     * A new photo for a city through the listings' image pipeline (checked, re-encoded in every width).
     * The city is looked up before the upload is read; a photo this console uploaded before is deleted
     * once the change is saved, the seed's pictures never.
     */
    async replaceCityPhoto(actorId: number, id: number, readImage: () => Promise<Buffer | undefined>) {
      if (!(await createAdminCatalogueRepository(db).city(id))) throw new HttpError(404, m.cityNotFound);
      const image = await readImage();
      if (!image) throw new FieldErrors({ image: m.cityPhotoMissing });
      let fileName: string;
      try {
        fileName = await storage.store(image, `city-${id}`, 'wide');
      } catch (error) {
        if (!(error instanceof ImageRejectedError)) throw error;
        const refusal = IMAGE_REFUSALS[error.reason];
        throw new HttpError(refusal.status, refusal.message);
      }
      let saved: { city: AdminCity; previous: string | null };
      try {
        saved = await change(actorId, 'city.update', 'city', id, async (repository) => {
          const row = await repository.city(id);
          if (!row) throw new HttpError(404, m.cityNotFound);
          const updated = await repository.updateCity(id, { photo: fileName });
          if (!updated) throw new HttpError(404, m.cityNotFound);
          return {
            before: { photo: row.photo },
            after: { photo: fileName },
            result: { city: toCity(updated), previous: row.photo },
          };
        });
      } catch (error) {
        await storage.remove(fileName);
        throw error;
      }
      if (saved.previous && UPLOADED_CITY_PHOTO.test(saved.previous)) await storage.remove(saved.previous);
      return saved.city;
    },

    async services(pageNo: number) {
      const { rows, hasMore } = await createAdminCatalogueRepository(db).servicesPage(window(pageNo));
      return page(rows.map(toService), hasMore, pageNo);
    },
    createService: (actorId: number, body: AdminServiceBody) =>
      change(actorId, 'service.create', 'service', undefined, async (repository) => {
        await refuseTakenName(repository, services, body.name, m.serviceNameTaken);
        const row = await repository.insertService({
          name: body.name,
          desc: body.desc,
          priceCents: euroToCents(body.price),
          icon: body.icon,
        });
        if (!row) throw new Error('service not inserted');
        const result = toService(row);
        return { before: null, after: result, result, targetId: row.id };
      }),
    updateService: (actorId: number, id: number, patch: AdminServicePatch) =>
      change(actorId, 'service.update', 'service', id, async (repository) => {
        const row = await repository.service(id);
        if (!row) throw new HttpError(404, m.serviceNotFound);
        await refuseTakenName(repository, services, patch.name, m.serviceNameTaken, id);
        const updated = await repository.updateService(id, {
          name: patch.name,
          desc: patch.desc,
          priceCents: patch.price === undefined ? undefined : euroToCents(patch.price),
          icon: patch.icon,
        });
        if (!updated) throw new HttpError(404, m.serviceNotFound);
        const result = toService(updated);
        return { before: touched(toService(row), patch), after: touched(result, patch), result };
      }),
  };
}
