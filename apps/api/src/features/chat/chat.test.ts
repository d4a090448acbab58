import { chatMessages, properties } from '@scrivania/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatApi, chatCast } from '../../test/chat-helpers.ts';
import { createBooking, createProperty, createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let api: ReturnType<typeof chatApi>;

beforeAll(async () => {
  t = await createTestApp({ config: { chatSendLimit: { max: 5, windowMs: 60_000 } } });
  api = chatApi(t);
});
afterAll(() => t.close());

describe('chat: sending, listing and unread counts', () => {
  it('lets a guest write to a host; the host sees the conversation with its unread count until opening it', async () => {
    const { guest, host } = await chatCast(t);
    const sent = await api.send(guest, host, 'Buongiorno, lo spazio è libero lunedì?');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      success: true,
      data: {
        sender_id: guest.id,
        receiver_id: host.id,
        body: 'Buongiorno, lo spazio è libero lunedì?',
        sender: { name: guest.name },
      },
    });
    await api.send(guest, host, 'Siamo in tre.');

    expect((await api.count(host)).json()).toEqual({ success: true, count: 2 });
    expect((await api.count(guest)).json()).toEqual({ success: true, count: 0 });
    expect((await api.userList(host)).json()).toEqual({
      success: true,
      data: {
        user_list: [{ _id: guest.id, name: guest.name, avatar: null, total_msg_count: 2, property: null }],
      },
    });

    const opened = (await api.history(host, guest)).json();
    expect(opened.data.messages.map((m: { body: string }) => m.body)).toEqual([
      'Buongiorno, lo spazio è libero lunedì?',
      'Siamo in tre.',
    ]);
    expect(opened.data).toMatchObject({ has_more: false, user: { _id: guest.id, total_msg_count: 0 } });
    expect((await api.count(host)).json().count).toBe(0);
    expect((await api.userList(host)).json().data.user_list[0].total_msg_count).toBe(0);
  });

  it('orders the user list by the newest conversation', async () => {
    const { guest, host } = await chatCast(t);
    const other = await chatCast(t);
    await api.send(guest, host, 'Prima');
    await api.send(guest, other.host, 'Seconda');
    expect((await api.userList(guest)).json().data.user_list.map((u: { _id: number }) => u._id)).toEqual([
      other.host.id,
      host.id,
    ]);
    await api.send(guest, host, 'Terza');
    expect((await api.userList(guest)).json().data.user_list.map((u: { _id: number }) => u._id)).toEqual([
      host.id,
      other.host.id,
    ]);
  });

  it('pages history backwards with `before` and marks read only when the newest page is opened', async () => {
    const { guest, host } = await chatCast(t);
    await t.db.insert(chatMessages).values(
      Array.from({ length: 45 }, (_, i) => ({
        senderId: guest.id,
        receiverId: host.id,
        body: `Messaggio ${i + 1}`,
      })),
    );
    const older = (await api.history(host, guest, { before: 1_000_000_000, limit: 10 })).json();
    expect(older.data.messages).toHaveLength(10);
    expect((await api.count(host)).json().count).toBe(45);

    const first = (await api.history(host, guest)).json();
    expect(first.data.messages).toHaveLength(30);
    expect(first.data.messages[0].body).toBe('Messaggio 16');
    expect(first.data.messages.at(-1).body).toBe('Messaggio 45');
    expect(first.data.has_more).toBe(true);
    const second = (await api.history(host, guest, { before: first.data.messages[0]._id })).json();
    expect(second.data.messages.map((m: { body: string }) => m.body)).toEqual(
      Array.from({ length: 15 }, (_, i) => `Messaggio ${i + 1}`),
    );
    expect(second.data.has_more).toBe(false);
    expect((await api.count(host)).json().count).toBe(0);
  });

  it('opens the conversation with the host of a property without writing anything', async () => {
    const { guest, host, property } = await chatCast(t);
    const opened = await api.call(guest.token, 'POST', 'chat/contact-host', { property_id: property.id });
    expect(opened.json()).toEqual({
      success: true,
      data: {
        _id: host.id,
        name: host.name,
        avatar: null,
        total_msg_count: 0,
        property: { _id: property.id, property_name: property.name },
      },
    });
    expect((await api.userList(host)).json().data.user_list).toEqual([]);
    expect(
      (await api.call(host.token, 'POST', 'chat/contact-host', { property_id: property.id })).statusCode,
    ).toBe(400);
    const draft = await createProperty(t.db, { hostId: host.id, status: 'draft' });
    expect(
      (await api.call(guest.token, 'POST', 'chat/contact-host', { property_id: draft.id })).statusCode,
    ).toBe(404);
    expect((await api.call(guest.token, 'POST', 'chat/contact-host', { property_id: 'x' })).statusCode).toBe(
      400,
    );
  });
});

describe('chat: the space a conversation is about', () => {
  it('keeps the space a guest wrote from for the whole conversation, until a message names another', async () => {
    const { guest, host, property } = await chatCast(t);
    const sent = (await api.send(guest, host, 'È libero lunedì?', { property_id: property.id })).json();
    expect(sent.data.property_id).toBe(property.id);
    const about = { _id: property.id, property_name: property.name };
    expect((await api.userList(host)).json().data.user_list[0].property).toEqual(about);
    expect((await api.userList(guest)).json().data.user_list[0].property).toEqual(about);
    expect((await api.history(host, guest)).json().data.user.property).toEqual(about);

    // The host's answer names nothing and keeps the conversation's space.
    expect((await api.send(host, guest, 'Sì, è libero.')).json().data.property_id).toBe(property.id);

    const second = await createProperty(t.db, { hostId: host.id });
    await api.send(guest, host, 'E la sala riunioni?', { property_id: second.id });
    expect((await api.history(guest, host)).json().data.user.property).toEqual({
      _id: second.id,
      property_name: second.name,
    });
    expect(
      (await api.history(guest, host))
        .json()
        .data.messages.map((m: { property_id: number }) => m.property_id),
    ).toEqual([property.id, property.id, second.id]);
  });

  it('refuses a space neither of the two hosts, or one unpublished and never booked, storing nothing', async () => {
    const { guest, host } = await chatCast(t);
    const elsewhere = await createProperty(t.db);
    const draft = await createProperty(t.db, { hostId: host.id, status: 'draft' });
    for (const propertyId of [elsewhere.id, draft.id, 2_147_483_647]) {
      const refused = await api.send(guest, host, 'Domanda', { property_id: propertyId });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ success: false, message: 'Risorsa non trovata.' });
    }
    expect((await api.send(guest, host, 'Domanda', { property_id: 'abc' })).statusCode).toBe(400);
    expect((await t.db.select().from(chatMessages).where(eq(chatMessages.senderId, guest.id))).length).toBe(
      0,
    );
  });

  it('lets a guest write about a space they booked after it left the catalogue, and reach its host', async () => {
    const { guest, stranger } = await chatCast(t);
    const host = (await chatCast(t)).host;
    const gone = await createProperty(t.db, { hostId: host.id, status: 'draft' });
    // No published space of this host: only the booking makes them reachable.
    await t.db.update(properties).set({ status: 'draft' }).where(eq(properties.hostId, host.id));
    await createBooking(t.db, { userId: guest.id, propertyId: gone.id, status: 'booked' });

    const opened = await api.call(guest.token, 'POST', 'chat/contact-host', { property_id: gone.id });
    expect(opened.json().data).toMatchObject({ _id: host.id, property: { _id: gone.id } });
    expect((await api.send(guest, host, 'Ho una domanda', { property_id: gone.id })).statusCode).toBe(200);

    // Someone who never booked it reaches neither the space nor its host.
    expect(
      (await api.call(stranger.token, 'POST', 'chat/contact-host', { property_id: gone.id })).statusCode,
    ).toBe(404);
    expect((await api.send(stranger, host, 'Ciao')).statusCode).toBe(404);
  });
});

describe('chat: what the server refuses', () => {
  it('ignores sender_id: the sender is always the session user', async () => {
    const { guest, host, stranger } = await chatCast(t);
    const sent = (await api.send(stranger, host, 'Ciao', { sender_id: guest.id })).json();
    expect(sent.data.sender_id).toBe(stranger.id);
    const [row] = await t.db.select().from(chatMessages).where(eq(chatMessages.id, sent.data._id));
    expect(row?.senderId).toBe(stranger.id);
  });

  it('refuses blank, too long, self-addressed and malformed messages, storing nothing', async () => {
    const { guest, host } = await chatCast(t);
    const before = (await t.db.select().from(chatMessages).where(eq(chatMessages.senderId, guest.id))).length;
    for (const body of ['', '   \n\t ', 'x'.repeat(2001)]) {
      const response = await api.send(guest, host, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect((await api.send(guest, host, '')).json().message).toBe('Il messaggio non può essere vuoto.');
    expect((await api.send(guest, host, 'x'.repeat(2001))).json().message).toBe(
      'Il messaggio può contenere al massimo 2.000 caratteri.',
    );
    expect((await api.send(guest, guest, 'Io a me')).statusCode).toBe(400);
    for (const payload of [
      { user_id: 'abc', body: 'x' },
      { user_id: host.id },
      { user_id: host.id, body: 42 },
      [],
    ]) {
      expect((await api.call(guest.token, 'POST', 'chat/send-message', payload)).statusCode).toBe(400);
    }
    expect((await api.send(guest, { id: 2_147_483_647 }, 'Nessuno')).statusCode).toBe(404);
    expect((await t.db.select().from(chatMessages).where(eq(chatMessages.senderId, guest.id))).length).toBe(
      before,
    );
    // 2,000 characters counted as characters, even when each is several bytes.
    expect((await api.send(guest, host, '😀'.repeat(2000))).statusCode).toBe(200);
  });

  it('keeps hostile text as text, byte for byte', async () => {
    const { guest, host } = await chatCast(t);
    const hostile =
      `<script>alert(1)</script><img src=x onerror="alert('x')"> '; drop table chat_messages; -- \u0000`.replace(
        '\u0000',
        '',
      );
    await api.send(guest, host, hostile);
    const history = (await api.history(host, guest)).json();
    expect(history.data.messages[0].body).toBe(hostile);
  });

  it('needs a session for every call', async () => {
    for (const [method, url] of [
      ['GET', 'chat/total-msg-count'],
      ['GET', 'chat/user-list'],
      ['POST', 'chat/get-message/1'],
      ['POST', 'chat/send-message'],
      ['POST', 'chat/contact-host'],
    ] as const) {
      const response = await api.call(
        null,
        method,
        url,
        method === 'POST' ? { user_id: 1, body: 'x', property_id: 1 } : undefined,
      );
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('keeps a conversation between its two people: a third user reads and writes nothing of it', async () => {
    const { guest, host, stranger } = await chatCast(t);
    await api.send(guest, host, 'Riservato');
    // The stranger cannot open the guest's side, nor write to a visitor they never talked to.
    expect((await api.history(stranger, guest)).statusCode).toBe(404);
    expect((await api.send(stranger, guest, 'Ciao')).statusCode).toBe(404);
    // Writing to the host opens the stranger's own conversation, which holds none of the guest's messages.
    const own = (await api.history(stranger, host)).json();
    expect(own.data.messages).toEqual([]);
    expect((await api.userList(stranger)).json().data.user_list).toEqual([]);
    expect((await api.count(stranger)).json().count).toBe(0);
    // Nor can they mark the guest's messages read.
    expect((await api.count(host)).json().count).toBe(1);
    // A host cannot cold-message a visitor either.
    const lonely = await createUser(t.db);
    expect((await api.send(host, lonely, 'Offerta!')).statusCode).toBe(404);
    // Malformed ids name nothing.
    for (const id of ['abc', '0', '-1', '1e3']) {
      expect((await api.call(guest.token, 'POST', `chat/get-message/${id}`, {})).statusCode).toBe(404);
    }
  });

  it('rate limits sending per user', async () => {
    const { guest, host } = await chatCast(t);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await api.send(guest, host, `Messaggio ${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await api.send(guest, host, 'Ancora');
    expect(refused.json()).toEqual({
      success: false,
      message: 'Stai inviando troppi messaggi. Attendi qualche secondo e riprova.',
    });
  });
});
