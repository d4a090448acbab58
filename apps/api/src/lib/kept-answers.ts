import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { createTtlCache } from './ttl-cache.ts';

/** Long enough to serve every page from memory; only a change notification that never came waits for it. */
const KEPT_MS = 60_000;

/**
 * Answers every public page asks for (menu, footer, sections, SEO), kept in memory as the JSON text
 * sent, and dropped when `onChange` reports that what they are built from changed in any process. The
 * body is checked against the route's response schema once, when it is built, instead of validated and
 * serialised again on each request. Keys are a route's own fixed few (a section number, a page name),
 * so the bound only guards against a mistake. A load that fails (a 404) is not kept.
 */
export function createKeptAnswers(
  onChange: (forget: () => void) => void,
  onLookup?: (outcome: 'hit' | 'miss') => void,
) {
  const cache = createTtlCache<string>({ ttlMs: KEPT_MS, maxEntries: 64, onLookup });
  onChange(cache.clear);
  return async function sendKept<S extends z.ZodType>(
    reply: FastifyReply,
    key: string,
    schema: S,
    build: () => Promise<z.input<S>>,
  ): Promise<FastifyReply> {
    const body = await cache.get(key, async () => JSON.stringify(schema.parse(await build())));
    // A string with a JSON content type is sent as it is: Fastify serialises only objects.
    return reply.type('application/json; charset=utf-8').send(body);
  };
}
