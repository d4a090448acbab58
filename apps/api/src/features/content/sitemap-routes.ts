import { ErrorResponseSchema, pathInteger } from '@scrivania/core/common';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors.ts';
import { createSitemapRepository } from './sitemap-repository.ts';
import { sitemapEntries } from './sitemap-service.ts';
import { robotsTxt, sitemapIndex, sitemapParts, urlSet } from './sitemap-xml.ts';

const tags = ['seo'];
const XML = 'application/xml; charset=utf-8';
const PartParamSchema = z.object({ part: pathInteger(1, 100_000) });

/**
 * What search engines read at the site's root (decision 041): the sitemap of every public address,
 * an index of parts once it outgrows one file, and robots.txt, all with the public origin.
 */
export const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = createSitemapRepository(app.db);
  const { publicUrl } = app.config;
  const parts = async () => sitemapParts(await sitemapEntries(repo), app.config.sitemapUrlLimit);

  app.get(
    '/sitemap.xml',
    { config: { access: 'public' }, schema: { tags, response: { 200: z.string() } } },
    async (_request, reply) => {
      const all = await parts();
      reply.type(XML);
      return all.length > 1 ? sitemapIndex(publicUrl, all) : urlSet(publicUrl, all[0] ?? []);
    },
  );

  app.get(
    '/sitemap-:part.xml',
    {
      config: { access: 'public' },
      schema: { tags, params: PartParamSchema, response: { 200: z.string(), 404: ErrorResponseSchema } },
    },
    async (request, reply) => {
      const all = await parts();
      // A sitemap small enough for one file has no parts: its only address is /sitemap.xml.
      const part = all.length > 1 ? all[request.params.part - 1] : undefined;
      if (!part) throw new HttpError(404, messages.api.notFound);
      reply.type(XML);
      return urlSet(publicUrl, part);
    },
  );

  app.get(
    '/robots.txt',
    { config: { access: 'public' }, schema: { tags, response: { 200: z.string() } } },
    async (_request, reply) => {
      reply.type('text/plain; charset=utf-8');
      return robotsTxt(publicUrl);
    },
  );
};
