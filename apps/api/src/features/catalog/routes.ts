import {
  CategoryNameResponseSchema,
  CitiesResponseSchema,
  CityNameResponseSchema,
  MenuResponseSchema,
} from '@scrivania/core/catalog/schemas';
import { SearchServicesResponseSchema } from '@scrivania/core/catalog/search-schemas';
import { ErrorResponseSchema, PathIdParamSchema } from '@scrivania/core/common';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createKeptAnswers } from '../../lib/kept-answers.ts';
import { HttpError } from '../../plugins/errors.ts';
import { seoDataOf, toCity, toMenuCategory } from './catalog-mappers.ts';
import { createCatalogRepository } from './catalog-repository.ts';
import { forgetOnCatalogueChange } from './public-change-service.ts';

const tags = ['catalog'];

/** Categories, cities and services: the menu, the home's city blocks, the titles of listing pages, the search's filters. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = createCatalogRepository(app.db);
  const kept = createKeptAnswers(
    (forget) => forgetOnCatalogueChange(app, forget),
    app.metrics.cacheLookups('catalogue_answers'),
  );

  app.get(
    '/menu',
    { config: { access: 'public' }, schema: { tags, response: { 200: MenuResponseSchema } } },
    async (_request, reply) =>
      kept(reply, 'menu', MenuResponseSchema, async () => ({
        success: true as const,
        message: messages.catalog.menuLoaded,
        data: (await catalog.listMenuCategories()).map(toMenuCategory),
      })),
  );

  app.get(
    '/popular-cities',
    { config: { access: 'public' }, schema: { tags, response: { 200: CitiesResponseSchema } } },
    async (_request, reply) =>
      kept(reply, 'popular-cities', CitiesResponseSchema, async () => ({
        success: true as const,
        data: (await catalog.listPopularCities()).map(toCity),
      })),
  );

  app.get(
    '/city-section',
    { config: { access: 'public' }, schema: { tags, response: { 200: CitiesResponseSchema } } },
    async (_request, reply) =>
      kept(reply, 'city-section', CitiesResponseSchema, async () => ({
        success: true as const,
        data: (await catalog.listCitiesWithPhotos()).map(toCity),
      })),
  );

  app.get(
    '/services',
    { config: { access: 'public' }, schema: { tags, response: { 200: SearchServicesResponseSchema } } },
    async (_request, reply) =>
      kept(reply, 'services', SearchServicesResponseSchema, async () => ({
        success: true as const,
        data: (await catalog.listServices()).map((row) => ({ _id: row.id, service_name: row.name })),
      })),
  );

  app.get(
    '/category-name/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: PathIdParamSchema,
        response: { 200: CategoryNameResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const category = await catalog.findCategory(request.params.id);
      if (!category) throw new HttpError(404, messages.api.notFound);
      return { success: true as const, category_title: category.title, seo_data: seoDataOf(category) };
    },
  );

  app.get(
    '/city-name/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: PathIdParamSchema,
        response: { 200: CityNameResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const city = await catalog.findCity(request.params.id);
      if (!city) throw new HttpError(404, messages.api.notFound);
      return { success: true as const, city_title: city.title, seo_data: seoDataOf(city) };
    },
  );
};
