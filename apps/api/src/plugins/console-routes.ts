import { ErrorResponseSchema, PathIdParamSchema } from '@scrivania/core/common';
import {
  AdminDeletedResponseSchema,
  AdminListQuerySchema,
} from '@scrivania/core/content/admin-content-schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { consolePage } from '../lib/page-rows.ts';
import { signedInUser } from './auth.ts';

/** Every operator console route: the admin role only (decision 022), one OpenAPI tag. */
export const consoleConfig = { access: 'admin' } as const;
export const consoleTags = ['admin'];

/** The error answers a console route may give: bad input, no session, another role, no such record, a conflict. */
export const consoleRefusals = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/** The operator making a console change, named in its audit record. */
export const operatorId = (request: FastifyRequest) => signedInUser(request).id;

type ConsoleApp = Parameters<FastifyPluginAsyncZod>[0];

/** What a console resource's service does; each change is audited and announced by the service itself. */
interface ConsoleResourceService<Row, Item, Body, Patch> {
  page(page: number, perPage: number): Promise<{ rows: Row[]; hasMore: boolean }>;
  create(actorId: number, body: Body): Promise<Item>;
  update(actorId: number, id: number, patch: Patch): Promise<Item>;
  remove(actorId: number, id: number): Promise<void>;
}

/**
 * A console resource edited row by row (decision 038): its list, create, edit and delete routes with
 * their OpenAPI texts; the schemas, texts and service are the resource's own.
 */
export interface ConsoleResource<Row, Item, BodySchema extends z.ZodType, PatchSchema extends z.ZodType> {
  /** The list's path, e.g. `/admin/faqs`; one record is `<path>/:id`. */
  path: string;
  perPage: number;
  service: ConsoleResourceService<Row, Item, z.output<BodySchema>, z.output<PatchSchema>>;
  toItem: (row: Row) => Item;
  schemas: {
    body: BodySchema;
    patch: PatchSchema;
    list: z.ZodType;
    item: z.ZodType;
  };
  descriptions: { list: string; create: string; update: string; remove: string };
  messages: { loaded: string; created: string; updated: string; deleted: string };
  /** Routes registered right after the create route, before those of one record (the FAQ's reorder). */
  afterCreate?: () => void;
}

/**
 * The type provider cannot narrow a generic schema's output, so the handlers name it: Fastify has
 * validated the body with that very schema before they run.
 */
export function registerConsoleResource<
  Row,
  Item,
  BodySchema extends z.ZodType,
  PatchSchema extends z.ZodType,
>(app: ConsoleApp, resource: ConsoleResource<Row, Item, BodySchema, PatchSchema>): void {
  const { path, perPage, service, schemas, descriptions, messages } = resource;
  const config = consoleConfig;
  const tags = consoleTags;
  const refusals = consoleRefusals;

  app.get(
    path,
    {
      config,
      schema: {
        tags,
        description: descriptions.list,
        querystring: AdminListQuerySchema,
        response: { 200: schemas.list, ...refusals },
      },
    },
    async (request) => {
      const { page } = request.query;
      const { rows, hasMore } = await service.page(page, perPage);
      return {
        success: true as const,
        message: messages.loaded,
        data: consolePage(rows.map(resource.toItem), hasMore, page, perPage),
      };
    },
  );

  app.post(
    path,
    {
      config,
      schema: {
        tags,
        description: descriptions.create,
        body: schemas.body,
        response: { 201: schemas.item, ...refusals },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return {
        success: true as const,
        message: messages.created,
        data: await service.create(operatorId(request), request.body as z.output<BodySchema>),
      };
    },
  );

  resource.afterCreate?.();

  app.patch(
    `${path}/:id`,
    {
      config,
      schema: {
        tags,
        description: descriptions.update,
        params: PathIdParamSchema,
        body: schemas.patch,
        response: { 200: schemas.item, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: messages.updated,
      data: await service.update(
        operatorId(request),
        request.params.id,
        request.body as z.output<PatchSchema>,
      ),
    }),
  );

  app.delete(
    `${path}/:id`,
    {
      config,
      schema: {
        tags,
        description: descriptions.remove,
        params: PathIdParamSchema,
        response: { 200: AdminDeletedResponseSchema, ...refusals },
      },
    },
    async (request) => {
      await service.remove(operatorId(request), request.params.id);
      return { success: true as const, message: messages.deleted, data: { _id: request.params.id } };
    },
  );
}
