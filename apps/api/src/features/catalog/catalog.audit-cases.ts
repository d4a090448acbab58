import type { AuditCase } from '../../test/admin-fixtures.ts';
import { cityPhotoForm } from '../../test/catalogue-fixtures.ts';
import { createCategory, createCity, createProperty, createService, unique } from '../../test/factories.ts';
import { jpegPhoto } from '../../test/host-fixtures.ts';

const listingCase = (
  action: 'unpublish' | 'republish' | 'recommend' | 'unrecommend',
  kind: AuditCase['kind'],
  suspension: 'operator' | null,
): AuditCase => ({
  route: `POST /backend/api/admin/listings/:id/${action}`,
  kind,
  async prepare(t) {
    const listing = await createProperty(t.db, { suspension });
    return { url: `/backend/api/admin/listings/${listing.id}/${action}`, payload: {} };
  },
});

export const auditCases: AuditCase[] = [
  {
    route: 'POST /backend/api/admin/categories',
    kind: 'category.create',
    prepare: async () => ({
      url: '/backend/api/admin/categories',
      payload: { name: unique('Categoria'), title: 'Titolo', occupancy: 'shared' },
    }),
  },
  {
    route: 'PATCH /backend/api/admin/categories/:id',
    kind: 'category.update',
    async prepare(t) {
      const category = await createCategory(t.db);
      return { url: `/backend/api/admin/categories/${category.id}`, payload: { hidden_from_menu: true } };
    },
  },
  {
    route: 'POST /backend/api/admin/cities',
    kind: 'city.create',
    prepare: async () => ({
      url: '/backend/api/admin/cities',
      payload: { name: unique('Città'), title: 'Titolo' },
    }),
  },
  {
    route: 'PATCH /backend/api/admin/cities/:id',
    kind: 'city.update',
    async prepare(t) {
      const city = await createCity(t.db);
      return { url: `/backend/api/admin/cities/${city.id}`, payload: { popular: false } };
    },
  },
  {
    route: 'POST /backend/api/admin/cities/:id/photo',
    kind: 'city.update',
    async prepare(t) {
      const city = await createCity(t.db);
      const { payload, headers } = await cityPhotoForm(await jpegPhoto());
      return { url: `/backend/api/admin/cities/${city.id}/photo`, payload, headers };
    },
  },
  {
    route: 'POST /backend/api/admin/services',
    kind: 'service.create',
    prepare: async () => ({
      url: '/backend/api/admin/services',
      payload: { name: unique('Servizio'), price: 12.5 },
    }),
  },
  {
    route: 'PATCH /backend/api/admin/services/:id',
    kind: 'service.update',
    async prepare(t) {
      const service = await createService(t.db);
      return { url: `/backend/api/admin/services/${service.id}`, payload: { price: 3 } };
    },
  },
  listingCase('unpublish', 'listing.unpublish', null),
  listingCase('republish', 'listing.republish', 'operator'),
  listingCase('recommend', 'listing.recommend', null),
  listingCase('unrecommend', 'listing.unrecommend', null),
];
