import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatCast } from '../test/chat-helpers.ts';
import { openChatSocket } from '../test/chat-socket-client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let baseUrl: string;
let port: number;

beforeAll(async () => {
  t = await createTestApp({
    config: { serverTimeouts: { connectionTimeoutMs: 600, requestTimeoutMs: 400, keepAliveTimeoutMs: 200 } },
  });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(baseUrl).port);
});
afterAll(() => t.close());

/** A raw connection to the server, with what it received and when the server closed it. */
async function rawSocket() {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  // The server ends a slow client by destroying its socket, which the client may see as a reset while
  // it still writes: that is the cut the tests expect, not an error of theirs.
  socket.on('error', () => {});
  const started = Date.now();
  let received = '';
  socket.on('data', (data) => {
    received += String(data);
  });
  const closed = new Promise<{ afterMs: number; received: string }>((resolve) =>
    socket.once('close', () => resolve({ afterMs: Date.now() - started, received })),
  );
  // A socket the server leaves open fails the test instead of holding it.
  const limit = setTimeout(() => socket.destroy(), 4_000);
  closed.finally(() => clearTimeout(limit));
  return { socket, closed };
}

describe('a slow client', () => {
  it('sending half a request a byte at a time is cut off after the request timeout', async () => {
    const { socket, closed } = await rawSocket();
    socket.write(
      'POST /backend/api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n',
    );
    const trickle = setInterval(() => socket.write('X'), 100);
    const { afterMs, received } = await closed;
    clearInterval(trickle);
    expect(afterMs).toBeLessThan(3_000);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('sending a body more slowly than the request timeout allows is cut off too', async () => {
    const { socket, closed } = await rawSocket();
    socket.write('POST /backend/api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000\r\n\r\n{');
    const trickle = setInterval(() => socket.write(' '), 100);
    const { afterMs } = await closed;
    clearInterval(trickle);
    expect(afterMs).toBeLessThan(3_000);
  });

  it('sending nothing is closed after the connection timeout', async () => {
    const { closed } = await rawSocket();
    const { afterMs } = await closed;
    expect(afterMs).toBeGreaterThanOrEqual(400);
    expect(afterMs).toBeLessThan(3_000);
  });

  it('keeping a connection alive after its answer is closed after the keep-alive timeout', async () => {
    const { socket, closed } = await rawSocket();
    socket.write('GET /backend/api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const { afterMs, received } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    // Node keeps a second's grace past the keep-alive timeout, for answers still in flight.
    expect(afterMs).toBeLessThan(2_000);
  });
});

describe('a request made inside the process', () => {
  // The page renderer asks the API through app.inject, whose request has no network socket: a
  // deadline set on it went off after the request timeout and threw, which stopped the server.
  it('outlives the request timeout without ending anything', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/backend/api/health' });
    expect(answer.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect((await fetch(`${baseUrl}/backend/api/health`)).status).toBe(200);
  });
});

describe('an authenticated chat socket', () => {
  it('stays open while quiet for longer than the timeouts: only the server speaks on it', async () => {
    const { guest } = await chatCast(t);
    const feed = await openChatSocket(baseUrl, guest.token);
    await feed.next('ready');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(feed.socket.readyState).toBe(feed.socket.OPEN);
    feed.close();
  });
});
