import type { FastifyInstance } from 'fastify';
import { contentTypeOf, type FileStore, isStorableName } from '../providers/file-store.ts';

/** What the disk's static server sends for images (`maxAge: '7d'`): a photo's name changes with it. */
const IMAGE_CACHE_CONTROL = 'public, max-age=604800';

/** Whether an If-None-Match header names this ETag (weak or strong, in a list, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Images from the bucket at the addresses they always had (`/backend/images/<file>`), served by
 * whichever process the request reaches: the page and its Content-Security-Policy keep naming this
 * site, and a browser that has a photo is answered 304 from its ETag (decision 093).
 */
export function registerStoredImages(app: FastifyInstance, files: FileStore) {
  app.get<{ Params: { '*': string } }>(
    '/backend/images/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const name = request.params['*'];
      const file = isStorableName(name) ? await files.stream('images', name) : null;
      if (!file) return reply.callNotFound();
      reply
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .header('etag', file.etag)
        .header('last-modified', file.lastModified.toUTCString());
      if (matches(request.headers['if-none-match'], file.etag)) {
        file.body.destroy();
        return reply.code(304).send();
      }
      return reply.type(contentTypeOf(name)).header('content-length', file.size).send(file.body);
    },
  );
}
