import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { GUEST, HOST, login, openFeed, sendToArrival } from './chat-clients.ts';
import { type BudgetResult, isMain, median, repoRoot, report, startServer } from './server-process.ts';

const MESSAGES = 40;
const BUDGET_MS = 300;

async function admin(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Two server processes on one PostgreSQL (BENCH_DATABASE_URL, a server where databases may be
 * created): a message sent through the first reaches a socket held by the second via LISTEN/NOTIFY.
 * Skipped when the variable is unset.
 */
export async function measureChatAcrossProcesses(): Promise<BudgetResult[]> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.log('chat across processes: skipped (BENCH_DATABASE_URL unset)');
    return [];
  }
  const name = `scrivania_bench_${randomBytes(5).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'scrivania-bench-fanout-'));
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  // A PostgreSQL deployment names its payments mode; the bench pays nothing.
  const env = { DATABASE_URL: databaseUrl, PAYMENTS_MODE: 'sandbox', LOG_LEVEL: 'warn' };
  try {
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/seed.ts'], {
      cwd: repoRoot,
      env: { ...process.env, ...env, DATA_DIR: dataDir },
    });
    const first = await startServer({ dataDir, port: 4516, env });
    const second = await startServer({ dataDir, port: 4517, env });
    try {
      const guest = await login(first.url, GUEST);
      const host = await login(first.url, HOST);
      const hostFeed = await openFeed(second.url, host.token);
      const latencies = await sendToArrival(first.url, guest, host, hostFeed, MESSAGES);
      hostFeed.socket.terminate();
      const value = median(latencies.slice(5));
      console.log(
        `chat across processes (PostgreSQL): median ${value.toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`,
      );
      return [
        {
          name: 'chat message across processes via LISTEN/NOTIFY (median)',
          value,
          unit: 'ms',
          budget: `< ${BUDGET_MS} ms`,
          ok: value < BUDGET_MS,
        },
      ];
    } finally {
      await first.stop();
      await second.stop();
    }
  } finally {
    await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  report(await measureChatAcrossProcesses());
}
