import {
  SEARCH_PAGE_SIZE,
  SearchQuerySchema,
  SearchResponseSchema,
} from '@scrivania/core/catalog/search-schemas';
import { ErrorResponseSchema } from '@scrivania/core/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgetOnCatalogueChange } from './public-change-service.ts';
import { createSearchService } from './search-service.ts';

/** GET property/search-from-home: the home hero's and the sidebar's search. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = createSearchService(app.db, {
    cacheTtlMs: app.config.searchCacheTtlMs,
    index: app.availabilityIndex,
  });
  forgetOnCatalogueChange(app, search.forget);

  app.get(
    '/property/search-from-home',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        querystring: SearchQuerySchema,
        response: { 200: SearchResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => {
      const {
        search_input: text,
        start_date: start,
        end_date: end,
        no_of_guest: guests,
        page,
      } = request.query;
      const empty = {
        success: true as const,
        data: { propertyByCityId: [], total: 0, page, per_page: SEARCH_PAGE_SIZE },
      };
      if (!text) return empty;
      const range = start && end && start <= end ? { start, end } : undefined;
      const found = await search.find({
        text,
        range,
        guests,
        limit: SEARCH_PAGE_SIZE,
        offset: (page - 1) * SEARCH_PAGE_SIZE,
      });
      return {
        success: true as const,
        data: { propertyByCityId: found.cards, total: found.total, page, per_page: SEARCH_PAGE_SIZE },
      };
    },
  );
};
