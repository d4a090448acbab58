import { PropertyListResponseSchema } from '@scrivania/core/catalog/schemas';
import { ErrorResponseSchema, PathIdParamSchema } from '@scrivania/core/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPropertyListService } from './property-list-service.ts';
import { forgetOnCatalogueChange } from './public-change-service.ts';

const tags = ['catalog'];
const listResponse = { 200: PropertyListResponseSchema };
const listByIdSchema = {
  tags,
  params: PathIdParamSchema,
  // A well-formed id that names nothing gives an empty list; only a malformed one is a 404.
  response: { ...listResponse, 404: ErrorResponseSchema },
};

/** Lists of published properties as cards. */
export const propertyListRoutes: FastifyPluginAsyncZod = async (app) => {
  const lists = createPropertyListService(app.db);
  forgetOnCatalogueChange(app, lists.forget);

  app.get(
    '/explore-property',
    { config: { access: 'public' }, schema: { tags, response: listResponse } },
    async () => ({
      success: true as const,
      data: await lists.list({ kind: 'all' }),
    }),
  );

  app.get(
    '/recommended-property',
    { config: { access: 'public' }, schema: { tags, response: listResponse } },
    async () => ({
      success: true as const,
      data: await lists.list({ kind: 'recommended' }),
    }),
  );

  app.get(
    '/property/category-id/:id',
    { config: { access: 'public' }, schema: listByIdSchema },
    async (request) => ({
      success: true as const,
      data: await lists.list({ kind: 'category', id: request.params.id }),
    }),
  );

  app.get(
    '/property/city-id/:id',
    { config: { access: 'public' }, schema: listByIdSchema },
    async (request) => ({
      success: true as const,
      data: await lists.list({ kind: 'city', id: request.params.id }),
    }),
  );
};
