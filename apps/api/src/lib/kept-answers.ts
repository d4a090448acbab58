import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { createTtlCache } from './ttl-cache.ts';

/** Long enough to serve every page from memory; only a change notification that never came waits for it. */
const KEPT_MS = 60_000;

/** Under this, an answer goes out as it is, as the compression plugin's threshold has it. */
const COMPRESS_FROM_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The best the kept answers can do; brotli's top quality, paid once per answer, not per request. */
const compressors = {
  br: (text: string) =>
    brotli(text, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
      },
    }),
  gzip: (text: string) => gzip(text, { level: zlib.constants.Z_BEST_COMPRESSION }),
};
type Encoding = keyof typeof compressors;

const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

/** An answer as the JSON text sent, and each compressed copy once a client has asked for it. */
interface KeptAnswer {
  text: string;
  bytes: number;
  compressed: Partial<Record<Encoding, Promise<Buffer>>>;
}

function compressedCopy(answer: KeptAnswer, encoding: Encoding): Promise<Buffer> {
  answer.compressed[encoding] ??= compressors[encoding](answer.text);
  return answer.compressed[encoding];
}

/**
 * Answers every public page asks for (menu, footer, sections, SEO, the first explore pages), kept in
 * memory as the JSON text sent, and dropped when `onChange` reports that what they are built from
 * changed in any process. The body is checked against the route's response schema once, when it is
 * built, instead of validated and serialised again on each request; it is compressed once per
 * encoding, instead of streamed through a compressor on each request (decision 109). Keys are a route's
 * own fixed few (a section number, a page name), so the bound only guards against a mistake. A load
 * that fails (a 404) is not kept.
 */
export function createKeptAnswers(
  onChange: (forget: () => void) => void,
  onLookup?: (outcome: 'hit' | 'miss') => void,
  options: { ttlMs?: number; maxEntries?: number } = {},
) {
  const cache = createTtlCache<KeptAnswer>({
    ttlMs: options.ttlMs ?? KEPT_MS,
    maxEntries: options.maxEntries ?? 64,
    onLookup,
  });
  onChange(cache.clear);
  return async function sendKept<S extends z.ZodType>(
    reply: FastifyReply,
    key: string,
    schema: S,
    build: () => Promise<z.input<S>>,
  ): Promise<FastifyReply> {
    const answer = await cache.get(key, async () => {
      const text = JSON.stringify(schema.parse(await build()));
      return { text, bytes: Buffer.byteLength(text), compressed: {} };
    });
    reply.type('application/json; charset=utf-8');
    if (answer.bytes < COMPRESS_FROM_BYTES) return reply.send(answer.text);
    reply.header('vary', 'accept-encoding');
    const accepted = reply.request.headers['accept-encoding'];
    const encoding = accepted ? negotiator.negotiate(accepted) : null;
    // A string with a JSON content type is sent as it is: Fastify serialises only objects; an answer
    // already encoded is left alone by the compression plugin.
    if (!encoding) return reply.send(answer.text);
    return reply.header('content-encoding', encoding).send(await compressedCopy(answer, encoding));
  };
}
