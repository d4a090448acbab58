import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyInstance } from 'fastify';

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Uploaded and site images, the built web app with long-lived hashed assets, and the SPA fallback. */
export async function registerStaticFiles(
  app: FastifyInstance,
  options: { imagesDir: string; webDistDir: string | undefined; hostBackofficeUrl: string },
) {
  await app.register(fastifyStatic, {
    root: options.imagesDir,
    prefix: '/backend/images/',
    decorateReply: false,
    index: false,
    list: false,
    maxAge: '7d',
  });

  let indexHtml: string | undefined;
  if (options.webDistDir) {
    const template = await readFile(path.join(options.webDistDir, 'index.html'), 'utf8');
    indexHtml = template.replace(
      /(<meta name="scrivania:host-backoffice-url" content=")[^"]*(")/,
      `$1${escapeAttribute(options.hostBackofficeUrl)}$2`,
    );
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      decorateReply: false,
      preCompressed: true,
      index: false,
      cacheControl: false,
      // index.html is served by the fallback below, with the configuration written into it.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const pathname = request.url.split('?')[0] ?? '';
    // A missing file (an old hashed asset, say) is a 404; only page addresses get the app.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname);
    if (indexHtml && wantsPage && !looksLikeFile && !pathname.startsWith('/backend/')) {
      // Client routes (any spelling) are resolved by the web app, which redirects unknown ones to /.
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply.code(404).send({ success: false, message: messages.api.notFound });
  });
}
