import { todayInRome } from '@scrivania/core/dates';
import { ErrorResponseSchema } from '@scrivania/core/schemas/common';
import { SEARCH_PAGE_SIZE, SearchQuerySchema, SearchResponseSchema } from '@scrivania/core/schemas/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPropertyCard } from './property-card.ts';
import { createPropertyCardRepository } from './property-card-repository.ts';
import { createSearchRepository } from './search-repository.ts';

/** GET property/search-from-home: the home hero's and the sidebar's search. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const search = createSearchRepository(app.db);
  const cards = createPropertyCardRepository(app.db);

  app.get(
    '/property/search-from-home',
    {
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
      const found = await search.search({
        text,
        range,
        guests,
        limit: SEARCH_PAGE_SIZE,
        offset: (page - 1) * SEARCH_PAGE_SIZE,
      });
      if (found.ids.length === 0) return { ...empty, data: { ...empty.data, total: found.total } };
      const rows = await cards.listCards({ kind: 'ids', ids: found.ids }, todayInRome());
      const byId = new Map(rows.map((row) => [row.id, toPropertyCard(row)]));
      const ordered = found.ids.flatMap((id) => byId.get(id) ?? []);
      return {
        success: true as const,
        data: { propertyByCityId: ordered, total: found.total, page, per_page: SEARCH_PAGE_SIZE },
      };
    },
  );
};
