import { ErrorResponseSchema, PathIdParamSchema } from '@scrivania/core/common';
import {
  HelpCenterDetailResponseSchema,
  HelpCenterHeadingResponseSchema,
  HelpCenterListResponseSchema,
  HelpCenterSeoResponseSchema,
} from '@scrivania/core/content/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { found } from './found.ts';
import { toHelpCenterItem, toHelpCenterSeo } from './help-center-mappers.ts';
import { createHelpCenterRepository } from './help-center-repository.ts';

const tags = ['content'];

export const helpCenterRoutes: FastifyPluginAsyncZod = async (app) => {
  const helpCenter = createHelpCenterRepository(app.db);

  app.get(
    '/help-center',
    { config: { access: 'public' }, schema: { tags, response: { 200: HelpCenterListResponseSchema } } },
    async () => ({
      success: true as const,
      data: (await helpCenter.listArticles()).map(toHelpCenterItem),
    }),
  );

  app.get(
    '/help-center-heading',
    {
      config: { access: 'public' },
      schema: { tags, response: { 200: HelpCenterHeadingResponseSchema, 404: ErrorResponseSchema } },
    },
    async () => {
      const heading = found(await helpCenter.findHeading());
      return { success: true as const, data: { heading: heading.heading, sub_heading: heading.subHeading } };
    },
  );

  app.get(
    '/help-center/detail/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: PathIdParamSchema,
        response: { 200: HelpCenterDetailResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: toHelpCenterItem(found(await helpCenter.findArticle(request.params.id))),
    }),
  );

  app.get(
    '/help-center/detail-api/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: PathIdParamSchema,
        response: { 200: HelpCenterSeoResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: toHelpCenterSeo(found(await helpCenter.findArticle(request.params.id))),
    }),
  );
};
