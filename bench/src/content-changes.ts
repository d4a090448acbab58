import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import {
  type BudgetResult,
  isMain,
  type RunningServer,
  repoRoot,
  report,
  startServer,
} from './server-process.ts';

const CHANGES = 10;
const BUDGET_MS = 1_000;
const ADMIN = { email: 'admin@example.com', password: 'Password123!' };

async function admin(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function signIn(serverUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${serverUrl}/backend/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = (await response.json()) as { token?: string };
  if (!token) throw new Error(`the demo operator could not sign in (${response.status})`);
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

/** Polls the public FAQ of `server` until it holds `text`; the time it took from `since`. */
async function shownAt(server: RunningServer, text: string, since: number): Promise<number> {
  for (;;) {
    const body = await (await fetch(`${server.url}/backend/api/faq`)).text();
    if (body.includes(text)) return performance.now() - since;
    if (performance.now() - since > 10_000) throw new Error(`'${text}' never shown by ${server.url}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * The operator edits an FAQ through the console's API on the first process; the time until the
 * public FAQ answer shows the new text on every process (the slower one counts). Two processes on
 * one PostgreSQL with BENCH_DATABASE_URL (the change crosses through NOTIFY), else one process on
 * the embedded database.
 */
export async function measureContentChanges(): Promise<BudgetResult[]> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'scrivania-bench-content-'));
  const name = `scrivania_bench_${randomBytes(5).toString('hex')}`;
  let env: Record<string, string> = { LOG_LEVEL: 'warn' };
  if (serverUrl) {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    env = { ...env, DATABASE_URL: url.toString(), PAYMENTS_MODE: 'sandbox' };
    await admin(serverUrl, `CREATE DATABASE ${name}`);
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/seed.ts'], {
      cwd: repoRoot,
      env: { ...process.env, ...env, DATA_DIR: dataDir },
    });
  }
  const servers: RunningServer[] = [];
  try {
    servers.push(await startServer({ dataDir, port: 4518, env }));
    if (serverUrl) servers.push(await startServer({ dataDir, port: 4519, env }));
    const [first] = servers;
    if (!first) throw new Error('no server');
    const headers = await signIn(first.url);
    const list = await fetch(`${first.url}/backend/api/admin/faqs`, { headers });
    const faq = ((await list.json()) as { data: { items: { _id: number }[] } }).data.items[0];
    if (!faq) throw new Error('the demo data has no FAQ');

    const latencies: number[] = [];
    for (let i = 0; i < CHANGES; i++) {
      const text = `Risposta del bench ${randomBytes(4).toString('hex')}`;
      const started = performance.now();
      const response = await fetch(`${first.url}/backend/api/admin/faqs/${faq._id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ answer: `<p>${text}</p>` }),
      });
      if (!response.ok) throw new Error(`the FAQ change answered ${response.status}`);
      const shown = await Promise.all(servers.map((server) => shownAt(server, text, started)));
      latencies.push(Math.max(...shown));
    }
    const worst = Math.max(...latencies);
    const where = serverUrl ? 'two processes on PostgreSQL' : 'one process, embedded database';
    console.log(`content change visible on the public site (${where}): max ${worst.toFixed(1)} ms`);
    return [
      {
        name: `content change visible on the public site, ${where} (max of ${CHANGES})`,
        value: worst,
        unit: 'ms',
        budget: `≤ ${BUDGET_MS} ms`,
        ok: worst <= BUDGET_MS,
      },
    ];
  } finally {
    for (const server of servers) await server.stop();
    if (serverUrl) await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  report(await measureContentChanges());
}
