import { type DbHandle, openDb } from '@scrivania/db/client';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createMailer } from '../../providers/mail.ts';
import { chatApi, chatCast } from '../../test/chat-helpers.ts';
import { openChatSocket } from '../../test/chat-socket-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CHAT_CHANNEL, createPgNotifier } from './chat-notifier.ts';

const onServer = Boolean(process.env.TEST_DATABASE_URL);

/** Two API processes sharing one PostgreSQL: a message sent to one reaches a socket held by the other. */
describe.skipIf(!onServer)('chat fan-out through PostgreSQL LISTEN/NOTIFY', () => {
  let first: TestApp;
  let secondDb: DbHandle;
  let second: FastifyInstance;
  let secondUrl: string;

  beforeAll(async () => {
    first = await createTestApp();
    const url = first.databaseUrl;
    if (!url) throw new Error('the first app has no PostgreSQL database');
    secondDb = await openDb({ kind: 'postgres', url });
    const config = first.app.config;
    second = await buildApp({
      config,
      db: secondDb.db,
      mailer: createMailer(config),
      logger: false,
      chatNotifier: (log) => createPgNotifier({ url, db: secondDb.db, log }),
    });
    secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
    await first?.close();
  });

  it('delivers a message sent through the first process to a socket on the second', async () => {
    const { guest, host } = await chatCast(first);
    const hostSocket = await openChatSocket(secondUrl, host.token);
    await hostSocket.next('ready');
    const sent = (await chatApi(first).send(guest, host, 'Da un altro processo')).json();
    expect((await hostSocket.next('message')).message).toEqual(sent.data);
    hostSocket.close();
  });

  it('listens again after the database drops the listening connections', async () => {
    const { guest, host } = await chatCast(first);
    const dropped = await secondDb.db.execute(
      sql`select pg_terminate_backend(pid) as done from pg_stat_activity
          where datname = current_database() and query = ${`LISTEN ${CHAT_CHANNEL}`}`,
    );
    // Both processes were listening.
    expect((dropped as unknown as { rows: unknown[] }).rows).toHaveLength(2);
    const hostSocket = await openChatSocket(secondUrl, host.token);
    await hostSocket.next('ready');
    // The listener comes back after its first back-off step; until then signals have nowhere to go.
    await expect
      .poll(
        async () => {
          await chatApi(first).send(guest, host, 'Dopo la riconnessione');
          return hostSocket.events.some((event) => event.type === 'message');
        },
        { timeout: 10_000, interval: 500 },
      )
      .toBe(true);
    hostSocket.close();
  });
});
