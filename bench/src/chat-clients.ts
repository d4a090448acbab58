import WebSocket from 'ws';

export const GUEST = { email: 'visitatore@example.com', password: 'Password123!' };
export const HOST = { email: 'host@example.com', password: 'Password123!' };

export async function login(url: string, account: { email: string; password: string }) {
  const response = await fetch(`${url}/backend/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const body = (await response.json()) as { token?: string };
  if (!body.token) throw new Error(`login of ${account.email} failed`);
  const profile = (await (
    await fetch(`${url}/backend/api/profile`, { headers: { authorization: `Bearer ${body.token}` } })
  ).json()) as { data: { _id: number } };
  return { token: body.token, id: profile.data._id };
}

export interface Feed {
  socket: WebSocket;
  /** Resolves with the time a message with this body arrives. */
  arrival(body: string): Promise<number>;
}

/** An authenticated chat socket, open once the server says it is ready. */
export function openFeed(url: string, token: string): Promise<Feed> {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/backend/api/chat/socket`);
  const waiting = new Map<string, (at: number) => void>();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('socket not ready in time')), 60_000);
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
    socket.on('message', (data) => {
      const at = performance.now();
      const event = JSON.parse(String(data)) as { type: string; message?: { body: string } };
      if (event.type === 'ready') {
        clearTimeout(timer);
        resolve({
          socket,
          arrival: (body) => new Promise((done) => waiting.set(body, done)),
        });
      } else if (event.type === 'message' && event.message) {
        waiting.get(event.message.body)?.(at);
        waiting.delete(event.message.body);
      }
    });
  });
}

export async function sendMessage(url: string, token: string, userId: number, body: string) {
  const response = await fetch(`${url}/backend/api/chat/send-message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ user_id: userId, body }),
  });
  if (!response.ok) throw new Error(`send failed with ${response.status}`);
}

/** Median time from sending through REST on one server to arrival on the receiver's socket. */
export async function sendToArrival(
  sendUrl: string,
  from: { token: string },
  to: { id: number },
  feed: Feed,
  count: number,
) {
  const latencies: number[] = [];
  for (let i = 0; i < count; i++) {
    const body = `Messaggio di prova ${i} ${Date.now()}`;
    const arrived = feed.arrival(body);
    const started = performance.now();
    await sendMessage(sendUrl, from.token, to.id, body);
    latencies.push((await arrived) - started);
  }
  return latencies;
}
