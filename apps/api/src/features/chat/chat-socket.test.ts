import { CHAT_SOCKET_TOO_MANY } from '@scrivania/core/chat/schemas';
import { sessions } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatApi, chatCast } from '../../test/chat-helpers.ts';
import { openChatSocket } from '../../test/chat-socket-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp({ config: { chatSessionCheckMs: 200 } });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('chat socket', () => {
  it('authenticates with the token in the first frame and pushes a message sent through REST to both people', async () => {
    const { guest, host } = await chatCast(t);
    const hostSocket = await openChatSocket(baseUrl, host.token);
    const guestSocket = await openChatSocket(baseUrl, guest.token);
    expect(await hostSocket.next('ready')).toEqual({ type: 'ready', user_id: host.id });
    await guestSocket.next('ready');

    const sent = (await chatApi(t).send(guest, host, '<b>Arrivo alle 9</b>')).json();
    const pushed = await hostSocket.next('message');
    expect(pushed.message).toEqual(sent.data);
    expect((await guestSocket.next('message')).message._id).toBe(sent.data._id);

    // Opening the conversation tells the reader's other tabs that it is read.
    await chatApi(t).history(host, guest);
    expect(await hostSocket.next('read')).toEqual({ type: 'read', reader_id: host.id, other_id: guest.id });
    hostSocket.close();
    guestSocket.close();
  });

  it('delivers nothing of other conversations', async () => {
    const { guest, host, stranger } = await chatCast(t);
    const strangerSocket = await openChatSocket(baseUrl, stranger.token);
    await strangerSocket.next('ready');
    const hostSocket = await openChatSocket(baseUrl, host.token);
    await hostSocket.next('ready');
    await chatApi(t).send(guest, host, 'Solo per te');
    await hostSocket.next('message');
    expect(strangerSocket.events.map((e) => e.type)).toEqual(['ready']);
    strangerSocket.close();
    hostSocket.close();
  });

  it('closes a socket that sends a bad token, garbage, or nothing', async () => {
    const bad = await openChatSocket(baseUrl, 'x'.repeat(43));
    expect((await bad.closed()).code).toBe(4401);
    const garbage = await openChatSocket(baseUrl, null);
    garbage.send('{not json');
    expect((await garbage.closed()).code).toBe(4401);
    const huge = await openChatSocket(baseUrl, null);
    huge.send('x'.repeat(10_000));
    expect((await huge.closed()).code).toBe(1009);
  });

  it('ends the live feed of a session that was logged out', async () => {
    const { guest } = await chatCast(t);
    const socket = await openChatSocket(baseUrl, guest.token);
    await socket.next('ready');
    await t.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, guest.id));
    expect((await socket.closed()).code).toBe(4401);
  });

  it('holds at most 5 live feeds of one user; the next is closed, and one frees a place', async () => {
    const { guest } = await chatCast(t);
    const feeds = [];
    for (let i = 0; i < 5; i++) {
      const feed = await openChatSocket(baseUrl, guest.token);
      await feed.next('ready');
      feeds.push(feed);
    }
    const sixth = await openChatSocket(baseUrl, guest.token);
    expect((await sixth.closed()).code).toBe(CHAT_SOCKET_TOO_MANY);
    const first = feeds.shift();
    first?.close();
    await first?.closed();
    const again = await openChatSocket(baseUrl, guest.token);
    expect(await again.next('ready')).toEqual({ type: 'ready', user_id: guest.id });
    feeds.push(again);
    for (const feed of feeds) feed.close();
  });
});

describe('chat sockets of one process', () => {
  it('are capped, those still waiting for their token included', async () => {
    const small = await createTestApp({
      config: { chatSockets: { perUser: 5, perProcess: 3, waitingPerAddress: 20 } },
    });
    try {
      const url = await small.app.listen({ port: 0, host: '127.0.0.1' });
      const waiting = await Promise.all([1, 2, 3].map(() => openChatSocket(url, null)));
      const fourth = await openChatSocket(url, null);
      expect((await fourth.closed()).code).toBe(1013);
      for (const socket of waiting) socket.close();
    } finally {
      await small.close();
    }
  });
});

describe('chat sockets waiting for their token', () => {
  it('are at most 20 per address: the 21st is closed at once, other addresses and authenticated sockets are not held back', async () => {
    const waiting = await Promise.all(Array.from({ length: 20 }, () => openChatSocket(baseUrl, null)));
    const extra = await openChatSocket(baseUrl, null);
    expect(await extra.closed()).toEqual({ code: CHAT_SOCKET_TOO_MANY });

    // Loopback is a whole /8 on Linux: a second address of this machine.
    const elsewhere = await openChatSocket(baseUrl, null, { localAddress: '127.0.0.2' });
    const { guest } = await chatCast(t);
    const [first] = waiting;
    elsewhere.send(JSON.stringify({ type: 'auth', token: guest.token }));
    await elsewhere.next('ready');
    first?.send(JSON.stringify({ type: 'auth', token: guest.token }));
    await first?.next('ready');
    // The authenticated socket no longer waits: its place goes to the next one.
    const next = await openChatSocket(baseUrl, guest.token);
    expect(await next.next('ready')).toEqual({ type: 'ready', user_id: guest.id });
    for (const socket of [...waiting, elsewhere, next]) socket.close();
    await Promise.all([...waiting, elsewhere, next].map((socket) => socket.closed()));
  });
});
