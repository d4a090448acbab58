import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { precompress } from '../../apps/web/precompress.ts';
import { measurePage, withChromium } from './lighthouse-runner.ts';
import { pageBudgets } from './page-budgets.ts';
import {
  type BudgetResult,
  demoPropertyId,
  isMain,
  repoRoot,
  report,
  startServer,
} from './server-process.ts';

// Two benches of the pages may run at once on one machine (say, two branches compared): each is given its ports.
const SERVER_PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 4612);
const HELLO_PORT = SERVER_PORT + 1;

/**
 * React's hello world built as the product is (Vite, its React plugin, files compressed at build
 * time) into a folder of its own, and served by a bare Fastify process sending those files.
 */
async function serveHelloWorld(outDir: string) {
  await build({
    root: path.join(repoRoot, 'bench/hello-world'),
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), precompress()],
    build: { outDir, emptyOutDir: true, target: 'es2022', modulePreload: { polyfill: false } },
  });
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/src/static-server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(HELLO_PORT), STATIC_ROOT: outDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await once(child.stdout, 'data');
  return {
    url: `http://127.0.0.1:${HELLO_PORT}/`,
    stop: async () => {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Issue 19's page budgets: Lighthouse mobile, median of 3, on the home page, a search, a property page
 * and a category, each against a React hello world built and served on this machine in the same run.
 */
export async function measurePages(): Promise<BudgetResult[]> {
  const work = await mkdtemp(path.join(tmpdir(), 'scrivania-bench-pages-'));
  const hello = await serveHelloWorld(path.join(work, 'hello-world'));
  const server = await startServer({ dataDir: path.join(work, 'data'), port: SERVER_PORT });
  try {
    const id = await demoPropertyId(server.url);
    const pages: Array<[string, string]> = [
      ['/', '/'],
      ['/PropertySearch', '/PropertySearch?search_input=Milano'],
      ['/PropertyView/{id}', `/PropertyView/${id}`],
      ['/Category/1', '/Category/1'],
    ];
    // A page the server renders is measured warm, as visitors meet it, not its first render.
    for (const [, address] of pages) await (await fetch(`${server.url}${address}`)).text();
    return await withChromium(async (port) => {
      const yardstick = await measurePage(hello.url, port, 'hello world');
      const results: BudgetResult[] = [];
      for (const [label, address] of pages) {
        results.push(
          ...pageBudgets(label, await measurePage(`${server.url}${address}`, port, label), yardstick),
        );
      }
      return results;
    });
  } finally {
    await server.stop();
    await hello.stop();
    await rm(work, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  report(await measurePages());
}
