import { Agent, createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Methods a proxy may send again to another process when the first could not be reached. */
const RETRYABLE = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface RoundRobinProxy {
  url: string;
  /** Requests sent on to another process because the first one's connection failed. */
  retried(): number;
  close(): Promise<void>;
}

/** A process the proxy could not get an answer from; `requestSent`: the request may have reached it. */
class UnreachableBackend extends Error {
  constructor(
    backend: string,
    cause: Error,
    readonly requestSent: boolean,
  ) {
    super(`${backend}: ${cause.message}`, { cause });
  }
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The load balancer in front of a cluster, as small as it can be: each request goes to the next
 * process in turn over kept-alive connections. Like nginx's `proxy_next_upstream error`, a request
 * whose process cannot be reached (refused, or its connection closed before any answer) goes to the
 * next one: always when nothing was sent, only for a method that may be repeated otherwise. A
 * process's own answers, 5xx included, are passed on as they are; with none reachable the proxy
 * answers 502.
 */
export async function startRoundRobinProxy(port: number, backends: string[]): Promise<RoundRobinProxy> {
  const agent = new Agent({ keepAlive: true });
  let turn = 0;
  let retried = 0;

  const forward = (backend: string, incoming: IncomingMessage, body: Buffer) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const target = new URL(incoming.url ?? '/', backend);
      let sent = false;
      const outgoing = httpRequest(
        target,
        {
          method: incoming.method,
          agent,
          headers: {
            ...incoming.headers,
            host: target.host,
            'x-forwarded-for': incoming.socket.remoteAddress ?? '',
          },
        },
        resolve,
      );
      outgoing.on('socket', (socket) => {
        if (!socket.connecting) sent = true;
        else socket.once('connect', () => (sent = true));
      });
      outgoing.on('error', (error) => reject(new UnreachableBackend(backend, error, sent)));
      outgoing.end(body);
    });

  const server = createServer(async (incoming, response) => {
    const body = await bodyOf(incoming);
    let lastError: unknown;
    // Each request starts at the next process in turn and, if it must, tries each other one once.
    const first = turn++;
    for (let tries = 0; tries < backends.length; tries++) {
      const backend = backends[(first + tries) % backends.length] ?? '';
      try {
        const answer = await forward(backend, incoming, body);
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.on('error', () => response.destroy());
        answer.pipe(response);
        return;
      } catch (error) {
        lastError = error;
        const repeatable =
          error instanceof UnreachableBackend && (!error.requestSent || RETRYABLE.has(incoming.method ?? ''));
        if (!repeatable) break;
        retried += 1;
      }
    }
    response.writeHead(502, { 'content-type': 'text/plain' });
    response.end(`no process answered: ${String(lastError)}`);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    retried: () => retried,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
