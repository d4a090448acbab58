import {
  CHAT_SOCKET_BUSY,
  CHAT_SOCKET_TOO_MANY,
  CHAT_SOCKET_UNAUTHORIZED,
  ChatSocketAuthSchema,
} from '@scrivania/core/chat/schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { WebSocket } from 'ws';
import { addressLimitKey } from '../../lib/address-key.ts';
import { createChatHub } from './chat-hub.ts';

/** A socket that has not sent its token by then is closed. */
const AUTH_TIMEOUT_MS = 5_000;

function parseAuth(data: unknown) {
  try {
    return ChatSocketAuthSchema.safeParse(JSON.parse(String(data))).data;
  } catch {
    return undefined;
  }
}

/**
 * chat/socket: the live feed of the chat. The browser sends its session token as the first frame
 * (never in the URL, which ends up in logs); the server only pushes, all writes go through REST.
 * Cross-site pages cannot ride on a cookie here, since there is none: without the token, nothing.
 */
export const chatSocketRoutes: FastifyPluginAsync = async (app) => {
  const hub = createChatHub({
    db: app.db,
    notifier: app.chatNotifier,
    log: app.log,
    sessionCheckMs: app.config.chatSessionCheckMs,
    maxSocketsPerUser: app.config.chatSockets.perUser,
  });
  app.addHook('onClose', async () => hub.close());
  // Every socket of this process, those still waiting for their token included: each one costs memory
  // whoever holds it, so the cap counts them all.
  const sockets = new Set<WebSocket>();
  // Sockets not yet authenticated, per client address: a socket costs nothing to open, so one address
  // could otherwise take the whole process's cap with sockets that never send a token.
  const waiting = new Map<string, number>();

  app.get(
    '/chat/socket',
    { config: { access: 'public' }, websocket: true, schema: { hide: true } },
    (socket, request) => {
      if (sockets.size >= app.config.chatSockets.perProcess) {
        socket.close(CHAT_SOCKET_BUSY, 'server busy');
        return;
      }
      const address = addressLimitKey(request.ip);
      const waitingHere = waiting.get(address) ?? 0;
      if (waitingHere >= app.config.chatSockets.waitingPerAddress) {
        socket.close(CHAT_SOCKET_TOO_MANY, 'too many sockets waiting for authentication');
        return;
      }
      waiting.set(address, waitingHere + 1);
      let counted = true;
      const stopWaiting = () => {
        if (!counted) return;
        counted = false;
        const left = (waiting.get(address) ?? 1) - 1;
        if (left > 0) waiting.set(address, left);
        else waiting.delete(address);
      };
      sockets.add(socket);
      socket.once('close', () => {
        sockets.delete(socket);
        stopWaiting();
      });
      let state: 'waiting' | 'checking' | 'open' = 'waiting';
      const timer = setTimeout(
        () => socket.close(CHAT_SOCKET_UNAUTHORIZED, 'authentication required'),
        AUTH_TIMEOUT_MS,
      );
      socket.on('message', (data) => {
        if (state !== 'waiting') return;
        state = 'checking';
        const auth = parseAuth(data);
        const user = auth ? app.authenticate(auth.token) : Promise.resolve(null);
        user.then(
          (found) => {
            clearTimeout(timer);
            if (!found) return socket.close(CHAT_SOCKET_UNAUTHORIZED, 'unauthorized');
            // Closed while the token was being checked: nothing to register.
            if (socket.readyState !== socket.OPEN) return;
            state = 'open';
            stopWaiting();
            hub.add(socket, found);
          },
          (error: unknown) => {
            clearTimeout(timer);
            app.log.error({ err: error }, 'chat socket authentication failed');
            socket.close(1011, 'server error');
          },
        );
      });
      socket.once('close', () => clearTimeout(timer));
    },
  );
};
