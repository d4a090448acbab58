import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { type BudgetResult, isMain, repoRoot, report, startServer } from './server-process.ts';

/** The read endpoints every public page calls (issue 19: menu, footer, sections, popular cities, explore). */
const PATHS = [
  '/backend/api/menu',
  '/backend/api/footer',
  '/backend/api/section/1',
  '/backend/api/popular-cities',
  '/backend/api/explore-property',
];
const BUDGET_RATIO = 0.4;
const CONNECTIONS = 50;
const DURATION_S = 4;
const ROUNDS = 2;
/**
 * What Chromium asks for: a client that takes compressed answers, as every browser does. Without it the
 * product's per-request compression went unmeasured (issue 34).
 */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

async function startBare(port: number, bodies: Record<string, unknown>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/src/bare-json-server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.end(JSON.stringify(bodies));
  await once(child.stdout, 'data');
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

async function requestsPerSecond(url: string): Promise<number> {
  const run = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: BROWSER_HEADERS,
  });
  if (run.errors + run.timeouts + run.non2xx > 0)
    throw new Error(`${url}: ${run.non2xx} non-2xx, ${run.errors} errors`);
  return run.requests.average;
}

/**
 * Each endpoint of the product against a bare Fastify route serving the same JSON from a process of its
 * own, in the same run and alternating, so the shared machine's load weighs on both sides alike: the
 * product must reach 0.4× (issues 19 and 34: 50 connections, a browser's request headers).
 */
export async function measureReadEndpoints(): Promise<BudgetResult[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'scrivania-bench-read-'));
  const server = await startServer({ dataDir, port: 4407 });
  const bodies: Record<string, unknown> = {};
  for (const apiPath of PATHS) bodies[apiPath] = await (await fetch(`${server.url}${apiPath}`)).json();
  const bare = await startBare(4408, bodies);
  try {
    const results: BudgetResult[] = [];
    for (const apiPath of PATHS) {
      // Warm both sides: JIT, the product's reused answers.
      await autocannon({
        url: `${server.url}${apiPath}`,
        connections: 5,
        duration: 1,
        headers: BROWSER_HEADERS,
      });
      await autocannon({
        url: `${bare.url}${apiPath}`,
        connections: 5,
        duration: 1,
        headers: BROWSER_HEADERS,
      });
      let ours = 0;
      let theirs = 0;
      for (let round = 0; round < ROUNDS; round++) {
        ours += await requestsPerSecond(`${server.url}${apiPath}`);
        theirs += await requestsPerSecond(`${bare.url}${apiPath}`);
      }
      const ratio = ours / theirs;
      console.log(
        `${apiPath}: ${(ours / ROUNDS).toFixed(0)} req/s vs bare Fastify ${(theirs / ROUNDS).toFixed(0)} req/s (${ratio.toFixed(2)}×)`,
      );
      results.push({
        name: `GET ${apiPath} vs bare Fastify, same JSON`,
        value: ratio,
        unit: '×',
        budget: `>= ${BUDGET_RATIO}×`,
        ok: ratio >= BUDGET_RATIO,
      });
    }
    return results;
  } finally {
    await bare.stop();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  report(await measureReadEndpoints());
}
