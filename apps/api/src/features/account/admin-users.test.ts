import { messages } from '@scrivania/core/messages.it';
import { auditLog, properties, sessions, users } from '@scrivania/db/schema';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountApi } from '../../test/accounts.ts';
import { consoleTestApp } from '../../test/admin-fixtures.ts';
import { createBooking, createProperty, createUser, unique } from '../../test/factories.ts';
import { createAdminUserService } from './admin-user-service.ts';
import { createLoginCodes } from './login-codes.ts';
import { BROWSER_COOKIE } from './social-cookies.ts';

const m = messages.account.admin;
const { t, admin } = consoleTestApp();

const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t().app.inject({ method, url: `/backend/api/admin/${url}`, headers: admin().headers, payload });

/** A host registered through the API, signed in, with one published listing in its own city. */
async function signedInHost() {
  const api = accountApi(t());
  const { user, token } = await api.registerAndLogin('host');
  const [row] = await t().db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
  if (!row) throw new Error('host not registered');
  const name = unique('Studio Bloccabile');
  const listing = await createProperty(t().db, { hostId: row.id, name });
  return { api, user, token, id: row.id, listing };
}

const suspensionOf = async (id: number) =>
  (await t().db.select({ s: properties.suspension }).from(properties).where(eq(properties.id, id)))[0]?.s;
const publicDetail = (id: number) => t().app.inject({ method: 'GET', url: `/backend/api/property/${id}` });
const searchNames = async (text: string) =>
  (
    (
      await t().app.inject({
        method: 'GET',
        url: `/backend/api/property/search-from-home?search_input=${encodeURIComponent(text)}`,
      })
    ).json().data.propertyByCityId as Array<{ property_name: string }>
  ).map((p) => p.property_name);

describe('GET /admin/users', () => {
  it('finds by any part of a name or the beginning of an address, newest first, a page at a time', async () => {
    const tag = unique('cercami').replace(/[^a-z0-9]/gi, '');
    const older = await createUser(t().db, {
      name: `Maria ${tag} Rossi`,
      createdAt: new Date(Date.now() - 60_000),
    });
    const newer = await createUser(t().db, { email: `${tag}.x@example.com` });
    await createBooking(t().db, { userId: newer.id });
    await createUser(t().db, { name: 'Qualcun Altro' });

    const inside = (await call('GET', `users?q=${tag.slice(2)}`)).json().data.items;
    expect(inside.map((u: { _id: number }) => u._id)).toEqual([older.id]);
    const response = await call('GET', `users?q=${tag.toUpperCase()}`);
    expect(response.statusCode, response.body).toBe(200);
    const { items, has_more, page, per_page } = response.json().data;
    expect(items.map((u: { _id: number }) => u._id)).toEqual([newer.id, older.id]);
    expect(items[0]).toMatchObject({
      role: 'visitor',
      status: 'active',
      bookings_count: 1,
      listings_count: 0,
    });
    expect({ has_more, page, per_page }).toEqual({ has_more: false, page: 1, per_page: 50 });
  });

  it('treats % and _ as letters, filters by role and status, and says when more pages follow', async () => {
    expect((await call('GET', 'users?q=%25')).json().data.items).toEqual([]);
    const blocked = await createUser(t().db, { status: 'blocked', role: 'host' });
    const onlyBlockedHosts = (await call('GET', 'users?role=host&status=blocked')).json().data.items;
    expect(onlyBlockedHosts.map((u: { _id: number }) => u._id)).toContain(blocked.id);
    expect(onlyBlockedHosts.every((u: { status: string }) => u.status === 'blocked')).toBe(true);

    const tag = unique('pagina').replace(/[^a-z0-9]/gi, '');
    for (let i = 0; i < 51; i += 1) await createUser(t().db, { name: `${tag} ${i}` });
    const first = (await call('GET', `users?q=${tag}`)).json().data;
    expect([first.items.length, first.has_more]).toEqual([50, true]);
    const second = (await call('GET', `users?q=${tag}&page=2`)).json().data;
    expect([second.items.length, second.has_more]).toEqual([1, false]);
  });

  it('refuses a bad filter in Italian', async () => {
    const response = await call('GET', 'users?role=re');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(m.roleFilterInvalid);
  });
});

describe('GET /admin/users/:id', () => {
  it('shows the account with its recent bookings and its listings', async () => {
    const host = await signedInHost();
    const booking = await createBooking(t().db, { userId: host.id });
    const data = (await call('GET', `users/${host.id}`)).json().data;
    expect(data).toMatchObject({ _id: host.id, email: host.user.email, role: 'host', listings_count: 1 });
    expect(data.recent_bookings.map((b: { _id: number }) => b._id)).toEqual([booking.id]);
    expect(data.listings).toEqual([
      { _id: host.listing.id, name: host.listing.name, status: 'published', suspension: null },
    ]);
  });

  it('answers 404 for an account that does not exist', async () => {
    const response = await call('GET', 'users/987654');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(m.notFound);
  });
});

describe('POST /admin/users/:id/block and /unblock', () => {
  it('ends every session, refuses every way in, and takes the listings out of everything public', async () => {
    const host = await signedInHost();
    const operatorSuspended = await createProperty(t().db, { hostId: host.id, suspension: 'operator' });
    expect((await host.api.get('profile', host.token)).statusCode).toBe(200);
    expect(await searchNames(host.listing.name)).toContain(host.listing.name);

    const response = await call('POST', `users/${host.id}/block`, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: m.blocked, data: { status: 'blocked' } });

    // The open tab's next call finds its session gone.
    expect((await host.api.get('profile', host.token)).statusCode).toBe(401);
    const live = await t()
      .db.select()
      .from(sessions)
      .where(and(eq(sessions.userId, host.id), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);
    const login = await host.api.post('login', { email: host.user.email, password: host.user.password });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe("Account sospeso. Contatta l'assistenza.");
    // A wrong password still says only that the credentials are wrong.
    const wrong = await host.api.post('login', { email: host.user.email, password: 'Sbagliata123!' });
    expect(wrong.json().message).toBe(messages.account.wrongCredentials);

    expect(await suspensionOf(host.listing.id)).toBe('host_blocked');
    expect(await suspensionOf(operatorSuspended.id)).toBe('operator');
    expect((await publicDetail(host.listing.id)).statusCode).toBe(404);
    expect(await searchNames(host.listing.name)).not.toContain(host.listing.name);

    const [record] = await t()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'user.block'), eq(auditLog.targetId, String(host.id))));
    expect(record).toMatchObject({ actorUserId: admin().id, before: { status: 'active' } });

    const unblock = await call('POST', `users/${host.id}/unblock`, {});
    expect(unblock.statusCode, unblock.body).toBe(200);
    expect(unblock.json().data.status).toBe('active');
    expect(await suspensionOf(host.listing.id)).toBeNull();
    expect(await suspensionOf(operatorSuspended.id)).toBe('operator');
    expect((await publicDetail(host.listing.id)).statusCode).toBe(200);
    expect(await searchNames(host.listing.name)).toContain(host.listing.name);
    const again = await host.api.post('login', { email: host.user.email, password: host.user.password });
    expect(again.statusCode).toBe(200);
  });

  it('refuses a session of a blocked account even if it was never revoked', async () => {
    const host = await signedInHost();
    await t().db.update(users).set({ status: 'blocked' }).where(eq(users.id, host.id));
    expect((await host.api.get('profile', host.token)).statusCode).toBe(401);
  });

  it('refuses a login code of a blocked account with the suspension message', async () => {
    const user = await createUser(t().db, { status: 'blocked' });
    const code = await createLoginCodes(t().app).issue(user.id, 'browser-of-test');
    const response = await t().app.inject({
      method: 'POST',
      url: '/backend/api/auth/exchange',
      payload: { code },
      headers: { cookie: `${BROWSER_COOKIE}=browser-of-test` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(messages.account.blocked);
  });

  it('refuses blocking yourself, an account already blocked, and unblocking an active one; nothing changes', async () => {
    const self = await call('POST', `users/${admin().id}/block`, {});
    expect([self.statusCode, self.json().message]).toEqual([409, m.blockSelf]);
    const blocked = await createUser(t().db, { status: 'blocked' });
    const twice = await call('POST', `users/${blocked.id}/block`, {});
    expect([twice.statusCode, twice.json().message]).toEqual([409, m.alreadyBlocked]);
    const active = await createUser(t().db);
    const notBlocked = await call('POST', `users/${active.id}/unblock`, {});
    expect([notBlocked.statusCode, notBlocked.json().message]).toEqual([409, m.notBlocked]);
    expect((await call('POST', 'users/987654/block', {})).statusCode).toBe(404);
    const records = await t()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(admin().id)));
    expect(records).toEqual([]);
    expect((await t().db.select().from(users).where(eq(users.id, admin().id)))[0]?.status).toBe('active');
  });

  it('never blocks the last active admin', async () => {
    const lastAdmin = await createUser(t().db, { role: 'admin' });
    const someone = await createUser(t().db);
    await t()
      .db.update(users)
      .set({ status: 'blocked' })
      .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
    await t().db.update(users).set({ status: 'active' }).where(eq(users.id, lastAdmin.id));
    try {
      await expect(createAdminUserService(t().app).block(someone.id, lastAdmin.id)).rejects.toMatchObject({
        statusCode: 409,
        message: m.blockLastAdmin,
      });
      expect((await t().db.select().from(users).where(eq(users.id, lastAdmin.id)))[0]?.status).toBe('active');
    } finally {
      await t().db.update(users).set({ status: 'active' }).where(eq(users.id, admin().id));
    }
  });
});

describe('POST /admin/users/:id/role', () => {
  it('turns a visitor into a host and back, with its record', async () => {
    const user = await createUser(t().db);
    const toHost = await call('POST', `users/${user.id}/role`, { role: 'host' });
    expect([toHost.statusCode, toHost.json().data.role]).toEqual([200, 'host']);
    const toVisitor = await call('POST', `users/${user.id}/role`, { role: 'visitor' });
    expect(toVisitor.json().data.role).toBe('visitor');
    const records = await t()
      .db.select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.kind, 'user.role'), eq(auditLog.targetId, String(user.id))));
    expect(records).toEqual(
      expect.arrayContaining([
        { before: { role: 'visitor' }, after: { role: 'host' } },
        { before: { role: 'host' }, after: { role: 'visitor' } },
      ]),
    );
  });

  it("refuses to change an admin's role, or to make anyone an admin", async () => {
    const other = await createUser(t().db, { role: 'admin' });
    const response = await call('POST', `users/${other.id}/role`, { role: 'visitor' });
    expect([response.statusCode, response.json().message]).toEqual([409, m.roleOfAdmin]);
    const user = await createUser(t().db);
    const toAdmin = await call('POST', `users/${user.id}/role`, { role: 'admin' });
    expect(toAdmin.statusCode).toBe(400);
    expect(toAdmin.json().message).toContain(m.roleInvalid);
    expect((await t().db.select().from(users).where(eq(users.id, other.id)))[0]?.role).toBe('admin');
  });
});
