import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { accountApi } from '../test/accounts.ts';
import { createTestApp, queueFor, type TestApp } from '../test/test-app.ts';
import { createWebBuild } from '../test/web-build.ts';

// A page the server fails to render names its address in the error, as a real failure may.
const FAILING_ENTRY = `
export const createPageRenderer = () => ({
  pageUrl: (url) => url,
  render: async (url) => { throw new Error('cannot render ' + url); },
});
`;

let t: TestApp;
let app: FastifyInstance;
let removeWeb: () => Promise<void>;
const lines: string[] = [];

beforeAll(async () => {
  const web = await createWebBuild(FAILING_ENTRY);
  removeWeb = web.remove;
  t = await createTestApp({ config: web.config });
  app = await buildApp({
    config: t.app.config,
    db: t.db,
    mailer: t.app.mailer,
    jobs: queueFor(t.databaseUrl),
    logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
  await removeWeb();
});

describe('the log at trace', () => {
  it('never holds a reset or verify token, whatever the request did with it', async () => {
    // The mails this app queues are sent by its own workers: read them once they are done.
    const api = accountApi({
      ...t,
      app,
      outbox: async () => {
        await app.jobs.drain();
        return t.outbox();
      },
    });
    const { user } = await api.registerAndLogin();
    const verify = await api.linkTo(user.email, 'VerifyEmail');
    await api.post('forget-password', { email: user.email });
    const reset = await api.linkTo(user.email, 'ResetPassword');
    expect(verify).toMatch(/^[\w-]{40,}$/);
    expect(reset).toMatch(/^[\w-]{40,}$/);

    const json = { 'content-type': 'application/json' };
    for (const [page, token] of [
      ['VerifyEmail', verify],
      ['ResetPassword', reset],
      ['Login', reset],
      ['RedirectURL', verify],
    ] as const) {
      expect((await app.inject({ url: `/${page}?token=${token}` })).statusCode).toBe(200);
    }
    // Addresses no route takes, bodies that are not JSON, and then the links used for real.
    await app.inject({ url: `/backend/api/reset-passwords?token=${reset}` });
    await app.inject({
      method: 'POST',
      url: '/backend/api/verify-email',
      headers: json,
      payload: `{"token":"${verify}"`,
    });
    await app.inject({
      method: 'POST',
      url: `/backend/api/reset-passwords?token=${reset}`,
      headers: json,
      payload: `{"token":"${reset}",}`,
    });
    expect((await api.post('verify-email', { token: verify })).statusCode).toBe(200);
    const body = { password: 'Nuova12345!', password_confirmation: 'Nuova12345!' };
    expect((await api.post(`reset-passwords?token=${reset}`, body)).statusCode).toBe(200);
    expect((await api.post(`reset-passwords?token=${reset}`, body)).statusCode).toBe(400);

    const log = lines.join('');
    expect(log).toContain('server rendering failed');
    expect(log).toContain('token=[redacted]');
    expect(log).not.toContain(verify);
    expect(log).not.toContain(reset);
  });
});
