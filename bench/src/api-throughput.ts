import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { type BudgetResult, isMain, report, startServer } from './server-process.ts';

const CONNECTIONS = 50;
const DURATION_S = 10;
const BUDGET_RPS = 1000;
const PATHS = ['/backend/api/menu', '/backend/api/explore-property'];

/** Requests per second on the embedded database with 50 connections, one endpoint at a time. */
export async function measureApiThroughput(): Promise<BudgetResult[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'scrivania-bench-rps-'));
  const server = await startServer({ dataDir, port: 4402 });
  try {
    const results: BudgetResult[] = [];
    for (const apiPath of PATHS) {
      // A short warm-up so JIT and caches are in their steady state before measuring.
      await autocannon({ url: `${server.url}${apiPath}`, connections: 10, duration: 2 });
      const run = await autocannon({
        url: `${server.url}${apiPath}`,
        connections: CONNECTIONS,
        duration: DURATION_S,
      });
      const failures = run.errors + run.timeouts + run.non2xx;
      console.log(
        `${apiPath}: ${run.requests.average.toFixed(0)} req/s, p99 ${run.latency.p99} ms, failures ${failures}`,
      );
      results.push({
        name: `GET ${apiPath} throughput`,
        value: run.requests.average,
        unit: 'req/s',
        budget: `>= ${BUDGET_RPS} req/s`,
        ok: run.requests.average >= BUDGET_RPS && failures === 0,
      });
    }
    return results;
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  report(await measureApiThroughput());
}
