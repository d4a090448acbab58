import { messages } from '@scrivania/core/messages.it';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { type Access, accessRefusal, declareScopeAccess } from './access.ts';
import { registerAuth } from './auth.ts';

const visitor = { role: 'visitor' as const };
const host = { role: 'host' as const };
const admin = { role: 'admin' as const };

describe('accessRefusal', () => {
  it.each<[Access, { role: 'visitor' | 'host' | 'admin' } | null, number | null]>([
    ['public', null, null],
    ['public', visitor, null],
    ['user', null, 401],
    ['user', visitor, null],
    ['user', host, null],
    ['user', admin, null],
    ['host', null, 401],
    ['host', visitor, 403],
    ['host', host, null],
    ['host', admin, 403],
    ['admin', null, 401],
    ['admin', visitor, 403],
    ['admin', host, 403],
    ['admin', admin, null],
  ])('%s route, caller %o: %s', (access, user, status) => {
    expect(accessRefusal(access, user)?.status ?? null).toBe(status);
  });

  it('tells why in Italian: sign in, the host area, the operator’s operations', () => {
    expect(accessRefusal('user', null)?.message).toBe(messages.account.unauthenticated);
    expect(accessRefusal('host', visitor)?.message).toBe(messages.account.hostOnly);
    expect(accessRefusal('admin', host)?.message).toBe(messages.account.forbidden);
  });
});

describe('an app with the auth plugin', () => {
  it('refuses to start when a route declares no access, and names it', async () => {
    const app = Fastify();
    registerAuth(app, async () => null);
    app.get('/dichiarata', { config: { access: 'public' } }, async () => 'ok');
    await app.register(async (feature) => {
      feature.post('/senza-accesso', async () => 'ok');
    });
    await expect(app.ready()).rejects.toThrow('POST /senza-accesso');
  });

  it('starts when every route declares one, a library’s routes through their scope, and lists them', async () => {
    const app = Fastify();
    registerAuth(app, async () => null);
    app.get('/profilo', { config: { access: 'user' } }, async () => 'ok');
    await app.register(async (files) => {
      declareScopeAccess(files, 'public');
      files.get('/file', async () => 'ok');
    });
    await app.ready();
    expect(app.routeAccess).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/profilo', access: 'user' },
        { method: 'GET', url: '/file', access: 'public' },
      ]),
    );
    const anonymous = await app.inject({ method: 'GET', url: '/profilo' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ message: messages.account.unauthenticated });
    expect((await app.inject({ method: 'GET', url: '/file' })).statusCode).toBe(200);
    await app.close();
  });
});
