import { createHostUser, createProperty, createSessionToken, createUser } from './factories.ts';
import type { TestApp } from './test-app.ts';

export interface Person {
  id: number;
  name: string;
  token: string;
}

async function person(t: TestApp, user: { id: number; name: string }): Promise<Person> {
  return {
    id: user.id,
    name: user.name,
    token: await createSessionToken(t.db, user.id, t.app.config.sessionSecret),
  };
}

/** A guest, the host of a published property, and a third user who belongs to neither conversation. */
export async function chatCast(t: TestApp) {
  const host = await person(t, await createHostUser(t.db));
  const property = await createProperty(t.db, { hostId: host.id });
  return {
    guest: await person(t, await createUser(t.db)),
    host,
    stranger: await person(t, await createUser(t.db)),
    property,
  };
}

export function chatApi(t: TestApp) {
  const call = (token: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/backend/api/${url}`,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  return {
    call,
    send: (from: Person, to: { id: number }, body: string, extra: Record<string, unknown> = {}) =>
      call(from.token, 'POST', 'chat/send-message', { user_id: to.id, sender_id: from.id, body, ...extra }),
    history: (reader: Person, other: { id: number }, body: Record<string, unknown> = {}) =>
      call(reader.token, 'POST', `chat/get-message/${other.id}`, { sender_id: reader.id, ...body }),
    userList: (reader: Person) => call(reader.token, 'GET', 'chat/user-list'),
    count: (reader: Person) => call(reader.token, 'GET', 'chat/total-msg-count'),
  };
}
