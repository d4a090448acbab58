import {
  CHAT_SOCKET_TOO_MANY,
  CHAT_SOCKET_UNAUTHORIZED,
  type ChatSocketEvent,
} from '@scrivania/core/chat/schemas';
import type { Db } from '@scrivania/db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { liveSessionIds } from '../account/session-service.ts';
import type { ChatNotifier, ChatSignal } from './chat-notifier.ts';
import { createChatRepository } from './chat-repository.ts';
import { toChatMessage } from './chat-service.ts';

const HEARTBEAT_MS = 30_000;

interface Member {
  userId: number;
  sessionId: number;
  alive: boolean;
}

/**
 * The sockets this process holds, by user. Every process hears every signal; each one reads the
 * message once, and only when one of its sockets belongs to the sender or the receiver.
 */
export function createChatHub(options: {
  db: Db;
  notifier: ChatNotifier;
  log: FastifyBaseLogger;
  sessionCheckMs: number;
  /** Live feeds one user may hold in this process; one more is closed at once. */
  maxSocketsPerUser: number;
}) {
  const repository = createChatRepository(options.db);
  const byUser = new Map<number, Set<WebSocket>>();
  const members = new Map<WebSocket, Member>();

  const send = (targets: Iterable<WebSocket>, event: ChatSocketEvent) => {
    const frame = JSON.stringify(event);
    for (const socket of targets) if (socket.readyState === socket.OPEN) socket.send(frame);
  };

  async function deliver(signal: ChatSignal) {
    // Listing and content changes travel on the same channel; the chat has nothing to send for them.
    if (signal.type === 'catalogue' || signal.type === 'content') return;
    if (signal.type === 'read') {
      send(byUser.get(signal.readerId) ?? [], {
        type: 'read',
        reader_id: signal.readerId,
        other_id: signal.otherId,
      });
      return;
    }
    const targets = [...(byUser.get(signal.senderId) ?? []), ...(byUser.get(signal.receiverId) ?? [])];
    if (targets.length === 0) return;
    const row = await repository.findMessage(signal.id);
    if (row) send(targets, { type: 'message', message: toChatMessage(row) });
  }

  const unsubscribe = options.notifier.subscribe((signal) => {
    deliver(signal).catch((error: unknown) => options.log.error({ err: error }, 'chat delivery failed'));
  });

  const heartbeat = setInterval(() => {
    for (const [socket, member] of members) {
      if (!member.alive) {
        socket.terminate();
        continue;
      }
      member.alive = false;
      socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  async function closeEndedSessions() {
    const ids = [...new Set([...members.values()].map((member) => member.sessionId))];
    const liveIds = await liveSessionIds(options.db, ids);
    for (const [socket, member] of members) {
      if (!liveIds.has(member.sessionId)) socket.close(CHAT_SOCKET_UNAUTHORIZED, 'session ended');
    }
  }
  const sessionCheck = setInterval(() => {
    closeEndedSessions().catch((error: unknown) =>
      options.log.warn({ err: error }, 'chat session check failed'),
    );
  }, options.sessionCheckMs);
  sessionCheck.unref();

  return {
    /** Registers an authenticated socket, or closes it when its user already holds their share. */
    add(socket: WebSocket, user: { id: number; sessionId: number }) {
      if ((byUser.get(user.id)?.size ?? 0) >= options.maxSocketsPerUser) {
        socket.close(CHAT_SOCKET_TOO_MANY, 'too many connections');
        return;
      }
      const member: Member = { userId: user.id, sessionId: user.sessionId, alive: true };
      members.set(socket, member);
      let set = byUser.get(user.id);
      if (!set) {
        set = new Set();
        byUser.set(user.id, set);
      }
      set.add(socket);
      socket.on('pong', () => {
        member.alive = true;
      });
      socket.once('close', () => {
        members.delete(socket);
        set.delete(socket);
        if (set.size === 0) byUser.delete(user.id);
      });
      send([socket], { type: 'ready', user_id: user.id });
    },
    /** Open authenticated sockets in this process. */
    size: () => members.size,
    close() {
      clearInterval(heartbeat);
      clearInterval(sessionCheck);
      unsubscribe();
    },
  };
}

export type ChatHub = ReturnType<typeof createChatHub>;
