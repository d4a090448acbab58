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
});
