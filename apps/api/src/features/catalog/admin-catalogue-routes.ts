import {
  AdminCataloguePageQuerySchema,
  AdminCategoryBodySchema,
  AdminCategoryListResponseSchema,
  AdminCategoryPatchSchema,
  AdminCategoryResponseSchema,
  AdminCityBodySchema,
  AdminCityListResponseSchema,
  AdminCityPatchSchema,
  AdminCityResponseSchema,
  AdminServiceBodySchema,
  AdminServiceListResponseSchema,
  AdminServicePatchSchema,
  AdminServiceResponseSchema,
} from '@scrivania/core/catalog/admin-catalog-schemas';
import { ErrorResponseSchema, PathIdParamSchema } from '@scrivania/core/common';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consoleConfig as config,
  operatorId,
  consoleRefusals as refusals,
  consoleTags as tags,
} from '../../plugins/console-routes.ts';
import { HttpError } from '../../plugins/errors.ts';
import { readMultipartForm } from '../../plugins/multipart-form.ts';
import { createImageStorage } from '../../providers/image-storage.ts';
import { createAdminCatalogueService } from './admin-catalogue-service.ts';
import { announceCatalogueChange } from './public-change-service.ts';

const m = messages.hostCatalog.admin;
/** No single listing changed: the announcement only makes every process drop its cached answers. */
const NO_LISTING = 0;

/** The console's categories, cities and services (issue 14, part 3): admin role only, every change audited. */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminCatalogueService(app.db, createImageStorage(app.files), () =>
    announceCatalogueChange(app, NO_LISTING),
  );

  app.get(
    '/admin/categories',
    {
      config,
      schema: {
        tags,
        querystring: AdminCataloguePageQuerySchema,
        response: { 200: AdminCategoryListResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: m.loaded,
      data: await service.categories(request.query.page),
    }),
  );
  app.post(
    '/admin/categories',
    {
      config,
      schema: {
        tags,
        description:
          'Nuova categoria; il nome non può ripetere quello di un’altra, in nessuna combinazione di maiuscole.',
        body: AdminCategoryBodySchema,
        response: { 201: AdminCategoryResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return {
        success: true as const,
        message: m.created,
        data: await service.createCategory(operatorId(request), request.body),
      };
    },
  );
  app.patch(
    '/admin/categories/:id',
    {
      config,
      schema: {
        tags,
        params: PathIdParamSchema,
        body: AdminCategoryPatchSchema,
        response: { 200: AdminCategoryResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: m.saved,
      data: await service.updateCategory(operatorId(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/admin/cities',
    {
      config,
      schema: {
        tags,
        querystring: AdminCataloguePageQuerySchema,
        response: { 200: AdminCityListResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: m.loaded,
      data: await service.cities(request.query.page),
    }),
  );
  app.post(
    '/admin/cities',
    {
      config,
      schema: { tags, body: AdminCityBodySchema, response: { 201: AdminCityResponseSchema, ...refusals } },
    },
    async (request, reply) => {
      reply.code(201);
      return {
        success: true as const,
        message: m.created,
        data: await service.createCity(operatorId(request), request.body),
      };
    },
  );
  app.patch(
    '/admin/cities/:id',
    {
      config,
      schema: {
        tags,
        params: PathIdParamSchema,
        body: AdminCityPatchSchema,
        response: { 200: AdminCityResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: m.saved,
      data: await service.updateCity(operatorId(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/admin/cities/:id/photo',
    {
      config,
      schema: {
        tags,
        description:
          'Nuova foto della città: un file nel campo `image` (multipart), controllato e ridimensionato come le foto degli annunci.',
        params: PathIdParamSchema,
        consumes: ['multipart/form-data'],
        response: {
          200: AdminCityResponseSchema,
          ...refusals,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: m.cityPhotoSaved,
      data: await service.replaceCityPhoto(operatorId(request), request.params.id, async () => {
        try {
          return (await readMultipartForm(request, ['image'] as const)).files.image;
        } catch (error) {
          if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw new HttpError(413, messages.hostCatalog.host.photoTooLarge);
          throw error;
        }
      }),
    }),
  );

  app.get(
    '/admin/services',
    {
      config,
      schema: {
        tags,
        querystring: AdminCataloguePageQuerySchema,
        response: { 200: AdminServiceListResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: m.loaded,
      data: await service.services(request.query.page),
    }),
  );
  app.post(
    '/admin/services',
    {
      config,
      schema: {
        tags,
        description: 'Nuovo servizio; `price` in euro, salvato in centesimi.',
        body: AdminServiceBodySchema,
        response: { 201: AdminServiceResponseSchema, ...refusals },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return {
        success: true as const,
        message: m.created,
        data: await service.createService(operatorId(request), request.body),
      };
    },
  );
  app.patch(
    '/admin/services/:id',
    {
      config,
      schema: {
        tags,
        params: PathIdParamSchema,
        body: AdminServicePatchSchema,
        response: { 200: AdminServiceResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: m.saved,
      data: await service.updateService(operatorId(request), request.params.id, request.body),
    }),
  );
};
