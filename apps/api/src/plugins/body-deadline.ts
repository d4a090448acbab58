import type { FastifyInstance } from 'fastify';

/**
 * Node's `requestTimeout` stops a client that sends its headers slowly, but not one that, once the
 * headers are in, sends the body a byte at a time. A body not all arrived within `ms` of its headers
 * ends the connection, as Node ends one whose headers are late.
 */
export function registerBodyDeadline(app: FastifyInstance, ms: number) {
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.raw;
    if (!raw.complete) {
      const timer = setTimeout(() => raw.socket.destroy(), ms);
      timer.unref();
      const stop = () => clearTimeout(timer);
      raw.once('end', stop);
      raw.once('close', stop);
    }
    done();
  });
}
