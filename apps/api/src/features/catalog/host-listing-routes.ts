import {
  HostAvailabilityBodySchema,
  HostListingCreatedResponseSchema,
  HostListingCreateSchema,
  HostListingListResponseSchema,
  HostListingPatchSchema,
  HostListingResponseSchema,
  HostPhotoParamsSchema,
  HostPhotoPatchSchema,
  HostServiceListResponseSchema,
} from '@scrivania/core/catalog/host-listing-schemas';
import { PlaceSearchQuerySchema, PlaceSearchResponseSchema } from '@scrivania/core/catalog/place-schemas';
import { ErrorResponseSchema, PathIdParamSchema } from '@scrivania/core/common';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createRateLimiter } from '../../lib/rate-limiter.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { hostConfig, hostRefusals, hostTags } from '../../plugins/host-routes.ts';
import { readMultipartForm } from '../../plugins/multipart-form.ts';
import { GeocoderUnavailableError } from '../../providers/geocoding/geocoder.ts';
import { createGeocoder } from '../../providers/geocoding/geocoders.ts';
import { createImageStorage } from '../../providers/image-storage.ts';
import { createHostListingService } from './host-listing-service.ts';
import { productPlaces, suggestPlaces } from './place-search-service.ts';
import { announceCatalogueChange } from './public-change-service.ts';

const m = messages.hostCatalog.host;
const tags = hostTags;
const config = hostConfig;
const refusals = hostRefusals;
const listingAnswer = { 200: HostListingResponseSchema, ...refusals };

/** The host back-office's listings: host role only (decision 022), their own only (another host's id is a 404). */
export const hostListingRoutes: FastifyPluginAsyncZod = async (app) => {
  const listings = createHostListingService(app.db, createImageStorage(app.files), (id) =>
    announceCatalogueChange(app, id),
  );
  const host = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).id;
  const limiter = createRateLimiter(app.db);

  app.get(
    '/host/properties',
    { config, schema: { tags, response: { 200: HostListingListResponseSchema, ...refusals } } },
    async (request) => ({
      success: true as const,
      message: m.loaded,
      data: await listings.list(host(request)),
    }),
  );

  app.get(
    '/host/services',
    { config, schema: { tags, response: { 200: HostServiceListResponseSchema, ...refusals } } },
    async () => ({ success: true as const, message: m.servicesLoaded, data: await listings.services() }),
  );

  app.get(
    '/host/places',
    {
      config,
      schema: {
        tags,
        querystring: PlaceSearchQuerySchema,
        response: { 200: PlaceSearchResponseSchema, ...refusals, 503: ErrorResponseSchema },
      },
    },
    async (request) => {
      const hostId = host(request);
      await limiter.consume(
        `host-places:user:${hostId}`,
        app.config.placeSearchLimit,
        messages.catalog.places.tooManySearches,
      );
      const geocoder = createGeocoder(app.config, productPlaces(app.db, hostId));
      try {
        const data = await suggestPlaces(app.db, geocoder, request.query.q);
        return { success: true as const, sandbox: geocoder.sandbox, data };
      } catch (error) {
        if (!(error instanceof GeocoderUnavailableError)) throw error;
        request.log.warn({ reason: error.message }, 'geocoder unavailable');
        throw new HttpError(503, messages.catalog.places.unavailable);
      }
    },
  );

  app.post(
    '/host/properties',
    {
      config,
      schema: {
        tags,
        body: HostListingCreateSchema,
        response: { 201: HostListingCreatedResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const hostId = host(request);
      // Counted once the body is valid: a form sent back with its mistakes costs no listing.
      await limiter.consume(
        `host-new-listing:user:${hostId}`,
        app.config.hostWriteLimits.newListingsPerHost,
        m.tooManyNewListings,
      );
      reply.code(201);
      return {
        success: true as const,
        message: m.created,
        data: await listings.create(hostId, request.body),
      };
    },
  );

  app.get(
    '/host/properties/:id',
    { config, schema: { tags, params: PathIdParamSchema, response: listingAnswer } },
    async (request) => ({
      success: true as const,
      message: m.loaded,
      data: await listings.detail(request.params.id, host(request)),
    }),
  );

  app.patch(
    '/host/properties/:id',
    {
      config,
      schema: {
        tags,
        params: PathIdParamSchema,
        body: HostListingPatchSchema,
        response: listingAnswer,
      },
    },
    async (request) => ({
      success: true as const,
      message: m.saved,
      data: await listings.update(request.params.id, host(request), request.body),
    }),
  );

  app.post(
    '/host/properties/:id/images',
    {
      config,
      schema: {
        tags,
        params: PathIdParamSchema,
        consumes: ['multipart/form-data'],
        response: { ...listingAnswer, 413: ErrorResponseSchema, 415: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await listings.addPhoto(request.params.id, host(request), async () => {
        try {
          return (await readMultipartForm(request, ['image'] as const)).files.image;
        } catch (error) {
          if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw new HttpError(413, m.photoTooLarge);
          throw error;
        }
      });
      reply.code(201);
      return { success: true as const, message: m.photoAdded, data };
    },
  );

  app.patch(
    '/host/properties/:id/images/:imageId',
    {
      config,
      schema: {
        tags,
        params: HostPhotoParamsSchema,
        body: HostPhotoPatchSchema,
        response: listingAnswer,
      },
    },
    async (request) => ({
      success: true as const,
      message: m.photoSaved,
      data: await listings.updatePhoto(
        request.params.id,
        host(request),
        request.params.imageId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/host/properties/:id/images/:imageId',
    { config, schema: { tags, params: HostPhotoParamsSchema, response: listingAnswer } },
    async (request) => ({
      success: true as const,
      message: m.photoRemoved,
      data: await listings.removePhoto(request.params.id, host(request), request.params.imageId),
    }),
  );

  app.put(
    '/host/properties/:id/availability',
    {
      config,
      schema: {
        tags,
        params: PathIdParamSchema,
        body: HostAvailabilityBodySchema,
        response: listingAnswer,
      },
    },
    async (request) => ({
      success: true as const,
      message: m.availabilitySaved,
      data: await listings.setAvailability(request.params.id, host(request), request.body),
    }),
  );

  app.post(
    '/host/properties/:id/publish',
    { config, schema: { tags, params: PathIdParamSchema, response: listingAnswer } },
    async (request) => ({
      success: true as const,
      message: m.published,
      data: await listings.publish(request.params.id, host(request)),
    }),
  );

  app.post(
    '/host/properties/:id/archive',
    { config, schema: { tags, params: PathIdParamSchema, response: listingAnswer } },
    async (request) => ({
      success: true as const,
      message: m.archived,
      data: await listings.archive(request.params.id, host(request)),
    }),
  );
};
