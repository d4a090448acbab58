import {
  SEARCH_PAGE_SIZE,
  SearchRequestSchema,
  SearchResponseSchema,
} from '@scrivania/core/catalog/search-schemas';
import { ErrorResponseSchema } from '@scrivania/core/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgetOnCatalogueChange } from './public-change-service.ts';
import { createSearchService, searchFilterOf } from './search-service.ts';

/** GET property/search-from-home: the home hero's, the sidebar's and the filters' search. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = createSearchService(app.db, {
    cacheTtlMs: app.config.searchCacheTtlMs,
    index: app.availabilityIndex,
    onLookup: app.metrics.cacheLookups('search_answers'),
  });
  forgetOnCatalogueChange(app, search.forget);

  app.get(
    '/property/search-from-home',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        querystring: SearchRequestSchema,
        response: { 200: SearchResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      const found = await search.find(searchFilterOf(request.query));
      return {
        success: true as const,
        data: {
          propertyByCityId: found.cards,
          total: found.total,
          page: request.query.page,
          per_page: SEARCH_PAGE_SIZE,
          category_counts: found.categoryCounts,
          relax: found.relax,
        },
      };
    },
  );
};
