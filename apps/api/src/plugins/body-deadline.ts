import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Node's `requestTimeout` stops a client that sends its headers slowly, but not one that, once the
 * headers are in, sends the body a byte at a time. A body not all arrived within `ms` of its headers
 * ends the connection, as Node ends one whose headers are late.
 *
 * Only a request that announces a body is watched: one without (a GET, a WebSocket upgrade) never
 * emits 'end' unless someone reads it, and a timer left on it would cut a kept-alive connection or a
 * live chat feed later. A request made inside the process (`app.inject`, as the page renderer does)
 * has no network socket to end.
 */
export function registerBodyDeadline(app: FastifyInstance, ms: number) {
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.raw;
    const socket = raw.socket;
    const announcesBody =
      raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0;
    if (announcesBody && !raw.complete && socket instanceof Socket) {
      const timer = setTimeout(() => socket.destroy(), ms);
      timer.unref();
      const stop = () => clearTimeout(timer);
      raw.once('end', stop);
      raw.once('close', stop);
    }
    done();
  });
}
