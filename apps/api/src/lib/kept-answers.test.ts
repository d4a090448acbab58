import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createKeptAnswers } from './kept-answers.ts';

const Answer = z.object({ success: z.literal(true), at: z.number() });

async function appKeeping() {
  let forget = () => {};
  const kept = createKeptAnswers((onChange) => {
    forget = onChange;
  });
  let loads = 0;
  const build = vi.fn(async () => {
    loads += 1;
    // A field the schema does not name is left out of the kept text, as the serialiser would.
    return { success: true as const, at: loads, internal: 'no' };
  });
  const app = Fastify();
  app.get('/menu', (_request, reply) => kept(reply, 'menu', Answer, build));
  return { app, build, forget: () => forget() };
}

describe('kept answers', () => {
  it('builds an answer once, sends the kept JSON text until the change it listens to is reported', async () => {
    const { app, build, forget } = await appKeeping();
    const first = await app.inject({ url: '/menu' });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toEqual({ success: true, at: 1 });
    expect((await app.inject({ url: '/menu' })).json()).toEqual({ success: true, at: 1 });
    forget();
    expect((await app.inject({ url: '/menu' })).json()).toEqual({ success: true, at: 2 });
    expect(build).toHaveBeenCalledTimes(2);
    await app.close();
  });

  it('sends a large answer compressed as the client asks, compressed once, and a small one as it is', async () => {
    const Large = z.object({ success: z.literal(true), text: z.string() });
    const kept = createKeptAnswers(() => {});
    const app = Fastify();
    // The product's compression plugin is registered too: it must leave an encoded answer alone.
    await app.register(compress, { threshold: 1024 });
    const text = 'Scrivania '.repeat(300);
    app.get('/large', (_request, reply) =>
      kept(reply, 'large', Large, async () => ({ success: true as const, text })),
    );
    app.get('/small', (_request, reply) =>
      kept(reply, 'small', Answer, async () => ({ success: true as const, at: 1 })),
    );
    const asked = (url: string, encoding?: string) =>
      app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

    const br = await asked('/large', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual({ success: true, text });
    const gzip = await asked('/large', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual({ success: true, text });
    const plain = await asked('/large');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual({ success: true, text });
    const again = await asked('/large', 'br');
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);

    const small = await asked('/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ success: true, at: 1 });
    await app.close();
  });
});
