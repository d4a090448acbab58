import { type ChatSocketEvent, ChatSocketEventSchema } from '@scrivania/core/chat/schemas';
import WebSocket from 'ws';

/** A test client of the chat socket: collects what the server pushes and waits for a wanted event. */
export async function openChatSocket(
  baseUrl: string,
  token: string | null,
  options: { localAddress?: string } = {},
) {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/backend/api/chat/socket`, options);
  const events: ChatSocketEvent[] = [];
  const waiters = new Set<() => void>();
  let closed: { code: number } | null = null;
  socket.on('message', (data) => {
    events.push(ChatSocketEventSchema.parse(JSON.parse(String(data))));
    for (const wake of waiters) wake();
  });
  socket.on('close', (code) => {
    closed = { code };
    for (const wake of waiters) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  if (token !== null) socket.send(JSON.stringify({ type: 'auth', token }));

  function waitFor<T>(check: () => T | undefined, timeoutMs = 5000): Promise<T> {
    return new Promise((resolve, reject) => {
      const wake = () => {
        const found = check();
        if (found === undefined) return;
        waiters.delete(wake);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(wake);
        reject(new Error(`timed out; events so far: ${JSON.stringify(events)}`));
      }, timeoutMs);
      waiters.add(wake);
      wake();
    });
  }

  return {
    socket,
    events,
    send: (data: string) => socket.send(data),
    next: <K extends ChatSocketEvent['type']>(type: K, after = 0) =>
      waitFor(() =>
        events.slice(after).find((e): e is Extract<ChatSocketEvent, { type: K }> => e.type === type),
      ),
    closed: () => waitFor(() => closed ?? undefined),
    close: () => socket.close(),
  };
}
