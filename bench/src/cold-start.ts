import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BudgetResult, isMain, median, report, startServer } from './server-process.ts';

const RUNS = 5;
const PORT = Number(process.env.BENCH_COLD_START_PORT ?? 4616);
/** Issue 19, section 3: start to healthy on an existing data dir, median. */
const BUDGET_MS = 2000;

/** Cold start on an existing data dir (the build is excluded): spawn to first healthy answer. */
export async function measureColdStart(): Promise<BudgetResult> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'scrivania-bench-cold-'));
  try {
    const first = await startServer({ dataDir, port: PORT });
    console.log(`first start with seeding: ${first.startupMs.toFixed(0)} ms`);
    await first.stop();
    const times: number[] = [];
    const cpuTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const server = await startServer({ dataDir, port: PORT });
      times.push(server.startupMs);
      if (server.startupCpuMs !== undefined) cpuTimes.push(server.startupCpuMs);
      await server.stop();
    }
    console.log(`cold starts: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
    if (cpuTimes.length > 0) {
      console.log(
        `CPU time to healthy: ${cpuTimes.join(', ')} ms (median ${median(cpuTimes)} ms; the wall time above also counts waiting for a core)`,
      );
    }
    const value = median(times);
    return {
      name: 'cold start to healthy (median)',
      value,
      unit: 'ms',
      budget: `<= ${BUDGET_MS} ms`,
      ok: value <= BUDGET_MS,
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  report([await measureColdStart()]);
}
