import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type WebSocket from 'ws';
import { GUEST, HOST, login, openFeed, sendMessage, sendToArrival } from './chat-clients.ts';
import { type BudgetResult, isMain, median, report, startServer } from './server-process.ts';

const MESSAGES = 40;
const SOCKETS = 1000;
const LATENCY_BUDGET_MS = 300;
const MEMORY_BUDGET_MB = 100;
const PORT = Number(process.env.BENCH_CHAT_PORT ?? 4515);

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** RSS sampled every 500 ms for a few seconds: the process's memory moves with its garbage collector. */
async function rssSamples(pid: number, count = 8): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    samples.push(await rssMb(pid));
    await sleep(500);
  }
  return samples;
}

/**
 * Chat budgets on the embedded database, loopback only: time from sending a message through REST to
 * its arrival on the other person's socket, and the memory one server process adds to hold 1,000
 * authenticated sockets (which then all receive one message).
 */
export async function measureChat(): Promise<BudgetResult[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'scrivania-bench-chat-'));
  const server = await startServer({ dataDir, port: PORT, env: { LOG_LEVEL: 'warn' } });
  const sockets: WebSocket[] = [];
  try {
    const guest = await login(server.url, GUEST);
    const host = await login(server.url, HOST);
    const hostFeed = await openFeed(server.url, host.token);
    sockets.push(hostFeed.socket);

    const latencies = await sendToArrival(server.url, guest, host, hostFeed, MESSAGES);
    const latency = median(latencies.slice(5));
    const worst = Math.max(...latencies);
    console.log(`chat send → other socket: median ${latency.toFixed(1)} ms, max ${worst.toFixed(1)} ms`);

    // The baseline is taken once the latency run has settled; the reading with sockets is the peak, so
    // the growth reported errs on the high side.
    await sleep(2000);
    const before = median(await rssSamples(server.pid));
    for (let opened = 0; opened < SOCKETS; opened += 100) {
      const batch = await Promise.all(Array.from({ length: 100 }, () => openFeed(server.url, guest.token)));
      for (const feed of batch) sockets.push(feed.socket);
    }
    const after = Math.max(...(await rssSamples(server.pid)));
    const growth = after - before;
    console.log(
      `${SOCKETS} sockets: server RSS ${before.toFixed(1)} MB → ${after.toFixed(1)} MB (+${growth.toFixed(1)} MB)`,
    );

    // Every one of the guest's sockets must get the host's next message.
    let received = 0;
    const fanoutBody = `A tutti ${Date.now()}`;
    const allArrived = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`only ${received} of ${SOCKETS} sockets got the message`)),
        30_000,
      );
      for (const socket of sockets.slice(1)) {
        socket.on('message', (data) => {
          if (!String(data).includes(fanoutBody)) return;
          received += 1;
          if (received === SOCKETS) {
            clearTimeout(timer);
            resolve();
          }
        });
      }
    });
    const fanoutStarted = performance.now();
    await sendMessage(server.url, host.token, guest.id, fanoutBody);
    await allArrived;
    console.log(
      `one message to ${SOCKETS} sockets of one user: ${(performance.now() - fanoutStarted).toFixed(1)} ms`,
    );

    return [
      {
        name: 'chat message send → other client (median)',
        value: latency,
        unit: 'ms',
        budget: `< ${LATENCY_BUDGET_MS} ms`,
        ok: latency < LATENCY_BUDGET_MS,
      },
      {
        name: `memory growth for ${SOCKETS} open chat sockets`,
        value: growth,
        unit: 'MB',
        budget: `< ${MEMORY_BUDGET_MB} MB`,
        ok: growth < MEMORY_BUDGET_MB,
      },
    ];
  } finally {
    for (const socket of sockets) socket.terminate();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  report(await measureChat());
}
