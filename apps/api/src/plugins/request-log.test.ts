import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let app: FastifyInstance;
const lines: { level: number; msg: string; status?: number; url?: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp({
    config: t.app.config,
    db: t.db,
    mailer: t.app.mailer,
    logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

const requestLines = () => lines.filter((line) => line.msg === 'request');

describe('the request log at info', () => {
  it('has a line for an error, not for a quick answer', async () => {
    expect((await app.inject({ method: 'GET', url: '/backend/api/menu' })).statusCode).toBe(200);
    expect(requestLines()).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/backend/api/property/999999999' })).statusCode).toBe(
      404,
    );
    expect(requestLines()).toEqual([
      expect.objectContaining({ level: 30, status: 404, url: '/backend/api/property/:id' }),
    ]);
  });
});
