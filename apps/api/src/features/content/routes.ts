import { ErrorResponseSchema, pathInteger } from '@scrivania/core/common';
import {
  AboutResponseSchema,
  BecomeHostResponseSchema,
  FaqListResponseSchema,
  FooterResponseSchema,
  LegalPageResponseSchema,
  PageSectionResponseSchema,
  SeoPageSchema,
  SeoResponseSchema,
} from '@scrivania/core/content/schemas';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createKeptAnswers } from '../../lib/kept-answers.ts';
import { forgetOnContentChange } from './content-changes.ts';
import { toAbout, toBecomeHost, toFaq, toFooter, toPageSection } from './content-mappers.ts';
import { createContentRepository } from './content-repository.ts';
import { found } from './found.ts';

const tags = ['content'];
/** Sections 1 to 8, written as plain digits (the shared SectionParamSchema also takes '0x8' or '8e0'). */
const SectionPathParamSchema = z.object({ n: pathInteger(1, 8) });
const withNotFound = <T extends z.ZodType>(ok: T) => ({ 200: ok, 404: ErrorResponseSchema });

/** Pages and blocks filled from the server: footer, home sections, SEO, about, FAQ, legal, become-host. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = createContentRepository(app.db);
  const kept = createKeptAnswers(
    (forget) => forgetOnContentChange(app, forget),
    app.metrics.cacheLookups('content_answers'),
  );

  app.get(
    '/footer',
    { config: { access: 'public' }, schema: { tags, response: withNotFound(FooterResponseSchema) } },
    async (_request, reply) =>
      kept(reply, 'footer', FooterResponseSchema, async () => ({
        success: true as const,
        data: toFooter(found(await content.findFooter())),
      })),
  );

  app.get(
    '/section/:n',
    {
      config: { access: 'public' },
      schema: { tags, params: SectionPathParamSchema, response: withNotFound(PageSectionResponseSchema) },
    },
    async (request, reply) =>
      kept(reply, `section:${request.params.n}`, PageSectionResponseSchema, async () => ({
        success: true as const,
        data: toPageSection(found(await content.findSection(request.params.n))),
      })),
  );

  app.get(
    '/seo-details/:page',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: z.object({ page: SeoPageSchema }),
        response: withNotFound(SeoResponseSchema),
      },
    },
    async (request, reply) =>
      kept(reply, `seo:${request.params.page}`, SeoResponseSchema, async () => {
        const seo = found(await content.findSeo(request.params.page), messages.content.seoNotFound);
        return {
          success: true as const,
          message: messages.content.seoLoaded,
          data: { page_title: seo.pageTitle, meta_desc: seo.metaDesc, keywords: seo.keywords },
        };
      }),
  );

  app.get(
    '/about-us',
    { config: { access: 'public' }, schema: { tags, response: withNotFound(AboutResponseSchema) } },
    async () => ({
      success: true as const,
      data: { error: false as const, data: toAbout(found(await content.findAbout())) },
    }),
  );

  app.get(
    '/faq',
    { config: { access: 'public' }, schema: { tags, response: { 200: FaqListResponseSchema } } },
    async () => ({
      success: true as const,
      data: (await content.listFaqs()).map(toFaq),
    }),
  );

  for (const [path, kind] of [
    ['/privacy-policy', 'privacy'],
    ['/terms-and-condition', 'terms'],
  ] as const) {
    app.get(
      path,
      { config: { access: 'public' }, schema: { tags, response: withNotFound(LegalPageResponseSchema) } },
      async () => ({
        success: true as const,
        data: [{ description: found(await content.findLegalPage(kind)).description }],
      }),
    );
  }

  app.get(
    '/become-host/page-data',
    { config: { access: 'public' }, schema: { tags, response: withNotFound(BecomeHostResponseSchema) } },
    async () => ({ success: true as const, data: toBecomeHost(found(await content.findBecomeHost())) }),
  );
};
