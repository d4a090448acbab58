import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BudgetResult, isMain, median, report, startServer } from './server-process.ts';

const LOGINS = 60;
const BURST = 200;
const BUDGET_MS = 150;
const DEMO = { email: 'visitatore@example.com', password: 'Password123!' };

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/**
 * Login round trip (argon2id verification included), one at a time, and a burst of wrong passwords
 * against one account: every one must be refused and the account must stay the owner's.
 */
export async function measureLogin(): Promise<BudgetResult[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'scrivania-bench-login-'));
  const server = await startServer({ dataDir, port: 4404 });
  try {
    const url = `${server.url}/backend/api/login`;
    const times: number[] = [];
    for (let i = 0; i < LOGINS; i++) {
      const started = performance.now();
      const response = await post(url, DEMO);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`login failed with ${response.status}`);
      times.push(performance.now() - started);
    }
    const value = median(times.slice(5));
    console.log(`login round trip: median ${value.toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`);

    const target = { email: 'giulia.bianchi@example.com' };
    const statuses = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        post(url, { ...target, password: `Sbagliata${i}!` }).then((r) => r.status),
      ),
    );
    const refused = statuses.filter((s) => s === 401 || s === 429).length;
    const limited = statuses.filter((s) => s === 429).length;
    console.log(`burst: ${refused}/${BURST} refused (${limited} rate limited)`);
    return [
      {
        name: 'login round trip (median)',
        value,
        unit: 'ms',
        budget: `< ${BUDGET_MS} ms`,
        ok: value < BUDGET_MS,
      },
      {
        name: `wrong-password burst refused`,
        value: refused,
        unit: `of ${BURST}`,
        budget: `${BURST}`,
        ok: refused === BURST,
      },
    ];
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  report(await measureLogin());
}
