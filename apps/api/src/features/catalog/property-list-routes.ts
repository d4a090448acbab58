import type { ListingPage } from '@scrivania/core/catalog/listing-pages';
import {
  ListingPageQuerySchema,
  PagedPropertyListResponseSchema,
  PropertyListResponseSchema,
} from '@scrivania/core/catalog/schemas';
import { ErrorResponseSchema, PathIdParamSchema } from '@scrivania/core/common';
import { todayInRome } from '@scrivania/core/dates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createKeptAnswers } from '../../lib/kept-answers.ts';
import { type CardPage, createPropertyListService, LIST_CACHE_TTL_MS } from './property-list-service.ts';
import { forgetOnCatalogueChange } from './public-change-service.ts';

const tags = ['catalog'];
/** A page that is not one (0, 'abc', past the last) or a size over the bound is a 400 in Italian. */
const pagedSchema = {
  tags,
  querystring: ListingPageQuerySchema,
  response: { 200: PagedPropertyListResponseSchema, 400: ErrorResponseSchema },
};
const pagedByIdSchema = {
  ...pagedSchema,
  params: PathIdParamSchema,
  // A well-formed id that names nothing gives an empty list; only a malformed one is a 404.
  response: { ...pagedSchema.response, 404: ErrorResponseSchema },
};

/** The SPEC's `success, data` with where the page is (decision 073). */
const pagedAnswer = ({ cards, total }: CardPage, query: ListingPage) => ({
  success: true as const,
  data: cards,
  page: query.page,
  per_page: query.per_page,
  total,
});

/** Lists of published properties as cards. */
export const propertyListRoutes: FastifyPluginAsyncZod = async (app) => {
  const lists = createPropertyListService(app.db, {
    onLookup: app.metrics.cacheLookups('listing_lists'),
  });
  forgetOnCatalogueChange(app, lists.forget);
  // The explore pages are the same for every visitor: their text is kept as the list is, and compressed
  // once, not serialised and compressed for each request (decision 109).
  const keptExplore = createKeptAnswers((forget) => forgetOnCatalogueChange(app, forget), undefined, {
    ttlMs: LIST_CACHE_TTL_MS,
  });

  app.get(
    '/explore-property',
    { config: { access: 'public' }, schema: pagedSchema },
    async (request, reply) =>
      keptExplore(
        reply,
        `${todayInRome()}:${request.query.page}:${request.query.per_page}`,
        PagedPropertyListResponseSchema,
        async () => pagedAnswer(await lists.page({ kind: 'all' }, request.query), request.query),
      ),
  );

  app.get(
    '/recommended-property',
    { config: { access: 'public' }, schema: { tags, response: { 200: PropertyListResponseSchema } } },
    async () => ({ success: true as const, data: await lists.recommended() }),
  );

  app.get(
    '/property/category-id/:id',
    { config: { access: 'public' }, schema: pagedByIdSchema },
    async (request) =>
      pagedAnswer(
        await lists.page({ kind: 'category', id: request.params.id }, request.query),
        request.query,
      ),
  );

  app.get(
    '/property/city-id/:id',
    { config: { access: 'public' }, schema: pagedByIdSchema },
    async (request) =>
      pagedAnswer(await lists.page({ kind: 'city', id: request.params.id }, request.query), request.query),
  );
};
