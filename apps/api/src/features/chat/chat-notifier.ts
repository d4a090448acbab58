import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import type { Db } from '@scrivania/db/client';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';

/**
 * What one process tells every process (itself included) after a chat change, after a host changed
 * a listing (`catalogue`: every process drops the answers it reuses; decision 024), or after the
 * operator changed a page, FAQ, help article or SEO text (`content`: rendered pages are drawn afresh). Only ids travel:
 * NOTIFY payloads are capped at 8,000 bytes and a message body may not fit, so each process reads
 * the message itself, and only when it holds a socket of one of the two people.
 */
export const ChatSignalSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('message'),
    id: z.number().int(),
    senderId: z.number().int(),
    receiverId: z.number().int(),
  }),
  z.object({ type: z.literal('read'), readerId: z.number().int(), otherId: z.number().int() }),
  z.object({ type: z.literal('catalogue'), propertyId: z.number().int() }),
  z.object({ type: z.literal('content'), what: z.string().max(200) }),
]);
export type ChatSignal = z.infer<typeof ChatSignalSchema>;

export interface ChatNotifier {
  publish(signal: ChatSignal): Promise<void>;
  /** Returns the function that stops listening. */
  subscribe(listener: (signal: ChatSignal) => void): () => void;
  /** Whether signals from other processes reach this one now (the LISTEN connection is up). */
  connected(): boolean;
  close(): Promise<void>;
}

const EVENT = 'signal';

function listeners() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (signal: ChatSignal) => emitter.emit(EVENT, signal),
    subscribe(listener: (signal: ChatSignal) => void) {
      emitter.on(EVENT, listener);
      return () => emitter.off(EVENT, listener);
    },
    clear: () => emitter.removeAllListeners(),
  };
}

/**
 * The embedded database lives inside this one process, so no other process can share it: an
 * in-process emitter delivers the same signals without a round trip through PGlite.
 */
export function createLocalNotifier(): ChatNotifier {
  const hub = listeners();
  return {
    async publish(signal) {
      // Delivered on a later tick, like a NOTIFY, so callers never depend on synchronous delivery.
      setImmediate(() => hub.emit(signal));
    },
    subscribe: hub.subscribe,
    connected: () => true,
    async close() {
      hub.clear();
    },
  };
}

export const CHAT_CHANNEL = 'scrivania_chat';

/** A notification's payload as a signal, or undefined (logged) when it is not one of ours. */
function signalOf(payload: string, log: FastifyBaseLogger): ChatSignal | undefined {
  try {
    const parsed = ChatSignalSchema.safeParse(JSON.parse(payload));
    if (parsed.success) return parsed.data;
  } catch {
    // Logged below with the unknown shapes.
  }
  log.warn('chat notification with an unreadable payload ignored');
  return undefined;
}

/**
 * What a process tells its own caches when it may have missed notifications (its LISTEN connection
 * was down): every public change at once, so each drops what it reuses (decision 090).
 */
export const EVERYTHING_CHANGED: readonly ChatSignal[] = [
  { type: 'catalogue', propertyId: 0 },
  { type: 'content', what: 'notifications missed' },
];

/**
 * The embedded database's notifier: the app's own signals go through the in-process emitter, and
 * what the database's triggers announce (decision 090) through PGlite's LISTEN, so a change written
 * by plain SQL on the same database reaches the caches too.
 */
export async function createPgliteNotifier(pglite: PGlite, log: FastifyBaseLogger): Promise<ChatNotifier> {
  const local = createLocalNotifier();
  const unlisten = await pglite.listen(CHAT_CHANNEL, (payload) => {
    const signal = signalOf(payload, log);
    if (signal) void local.publish(signal);
  });
  return {
    publish: local.publish,
    subscribe: local.subscribe,
    connected: () => !pglite.closed,
    async close() {
      // The server closes the database in an earlier close hook: its listeners went with it.
      if (!pglite.closed) await unlisten();
      await local.close();
    },
  };
}

const RECONNECT_MS = [250, 1000, 5000];

/**
 * Fan-out between API processes through PostgreSQL: NOTIFY goes through the app's pool, LISTEN holds
 * one dedicated connection that reconnects by itself if the server drops it.
 */
export async function createPgNotifier(options: {
  url: string;
  db: Db;
  log: FastifyBaseLogger;
}): Promise<ChatNotifier> {
  const hub = listeners();
  let client: pg.Client | null = null;
  let closing = false;
  let attempt = 0;
  let reconnecting = false;

  const connect = async (): Promise<void> => {
    const { default: pgDriver } = await import('pg');
    const next = new pgDriver.Client({ connectionString: options.url });
    next.on('notification', (notification) => {
      if (notification.channel !== CHAT_CHANNEL || !notification.payload) return;
      const signal = signalOf(notification.payload, options.log);
      if (signal) hub.emit(signal);
    });
    next.on('error', (error) => options.log.warn({ err: error }, 'chat listener connection error'));
    next.on('end', () => {
      if (closing || client !== next) return;
      client = null;
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${CHAT_CHANNEL}`);
    client = next;
    attempt = 0;
    // Whatever was announced while this process was not listening is lost: its caches start afresh.
    if (reconnecting) for (const signal of EVERYTHING_CHANGED) hub.emit(signal);
    reconnecting = true;
  };

  const scheduleReconnect = () => {
    const delay = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)] ?? 5000;
    attempt += 1;
    setTimeout(() => {
      if (closing) return;
      connect().catch((error: unknown) => {
        options.log.warn({ err: error }, 'chat listener reconnect failed');
        scheduleReconnect();
      });
    }, delay).unref();
  };

  await connect();
  return {
    async publish(signal) {
      await options.db.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(signal)})`);
    },
    subscribe: hub.subscribe,
    connected: () => client !== null,
    async close() {
      closing = true;
      hub.clear();
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
