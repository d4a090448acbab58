import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

// The benches drive the same Chromium, with the same flags, as the end-to-end tests.
export { CHROMIUM_FLAGS, chromePath } from '../../e2e/chromium.ts';

export interface RunningServer {
  url: string;
  /** Process id of the server, to read its memory. */
  pid: number;
  /** Milliseconds from spawn to the first healthy answer. */
  startupMs: number;
  /**
   * CPU milliseconds the server spent until then, all its threads (Linux only): unlike the wall time,
   * it does not grow with what else the machine runs.
   */
  startupCpuMs: number | undefined;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/backend/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('server did not become healthy in time');
}

/** User and system CPU time of a process from /proc (fields 14 and 15, in clock ticks of 10 ms). */
async function processCpuMs(pid: number): Promise<number | undefined> {
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/**
 * `npm run serve`'s Node flags (decision 046): source maps for stack traces, a 16 MB young generation
 * instead of 32 MB, and an old generation that grows by half its live size rather than up to four
 * times, which held resident memory under its budget without a measurable loss of throughput.
 */
const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=8', '--heap-growing-percent=50'];

/** Starts the product exactly as `npm run serve` does. */
export async function startServer(options: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<RunningServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'apps/api/dist/server.js'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(options.port), DATA_DIR: options.dataDir, ...options.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A server that never became healthy would otherwise outlive the bench and keep its port.
  await waitForHealth(url, child, options.timeoutMs ?? 120_000).catch((error: unknown) => {
    child.kill('SIGTERM');
    throw error;
  });
  const startupMs = performance.now() - started;
  if (child.pid === undefined) throw new Error('server process has no pid');
  return {
    url,
    pid: child.pid,
    startupMs,
    startupCpuMs: await processCpuMs(child.pid),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export interface BudgetResult {
  name: string;
  value: number;
  unit: string;
  budget: string;
  ok: boolean;
  /** Decimals to print the value with (1 unless said). */
  digits?: number;
}

export function report(results: BudgetResult[]) {
  for (const r of results) {
    console.log(
      `${r.ok ? 'OK  ' : 'OVER'} ${r.name}: ${r.value.toFixed(r.digits ?? 1)} ${r.unit} (budget ${r.budget})`,
    );
  }
}

/** A published demo listing of the server, to open its property page. */
export async function demoPropertyId(serverUrl: string): Promise<number> {
  const explore = (await (await fetch(`${serverUrl}/backend/api/explore-property`)).json()) as {
    data: Array<{ _id: number }>;
  };
  const id = explore.data[0]?._id;
  if (id === undefined) throw new Error('no property to open');
  return id;
}

/** True when the module is the script node was asked to run. */
export function isMain(moduleUrl: string): boolean {
  return process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(moduleUrl);
}
