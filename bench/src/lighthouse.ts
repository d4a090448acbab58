import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { precompress } from '../../apps/web/precompress.ts';
import { growDayOfUse } from './day-of-use.ts';
import { measurePage, withChromium } from './lighthouse-runner.ts';
import { serveMapTiles } from './map-tiles.ts';
import { type Profile, pageBudgets } from './page-budgets.ts';
import {
  type BudgetResult,
  demoPropertyId,
  isMain,
  repoRoot,
  report,
  startServer,
} from './server-process.ts';

// Two benches of the pages may run at once on one machine (say, two branches compared): each is given
// its ports, the product's and the two after it.
const SERVER_PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 4612);
const HELLO_PORT = SERVER_PORT + 1;
const TILES_PORT = SERVER_PORT + 2;

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
 * and a category, each against a React hello world built and served on this machine in the same run,
 * on the demo data grown by a day of use (issue 34).
 * Issue 17's search with its map shown: the same search on Lighthouse's desktop profile, where the map
 * sits beside the list, against the hello world measured on that profile.
 */
export async function measurePages(): Promise<BudgetResult[]> {
  const work = await mkdtemp(path.join(tmpdir(), 'scrivania-bench-pages-'));
  // Whatever was started is stopped, even when a later start fails.
  const started: Array<{ stop: () => Promise<void> }> = [];
  try {
    const hello = await serveHelloWorld(path.join(work, 'hello-world'));
    started.push(hello);
    // Maps drawn from a tile server, as an operator configures it: a map's tiles are images, and a late
    // one could be a page's largest paint.
    const tiles = await serveMapTiles(TILES_PORT);
    started.push(tiles);
    const dataDir = path.join(work, 'data');
    const serverOptions = {
      dataDir,
      port: SERVER_PORT,
      env: { MAP_TILES_URL: tiles.tilesUrl, MAP_ATTRIBUTION: '© Tessere del banco di prova' },
      // A first start seeds the demo data, which takes minutes on a busy machine.
      timeoutMs: 600_000,
    };
    // The demo data, then what a day of use adds to it (issue 34): real lists, not only the demo's.
    await (await startServer(serverOptions)).stop();
    const grown = await growDayOfUse(
      { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
      path.join(dataDir, 'images'),
    );
    console.log(
      `database: ${grown?.listings} published listings, ${grown?.reviews} reviews, ${grown?.testimonials} approved testimonials`,
    );
    const server = await startServer(serverOptions);
    started.push(server);
    const id = await demoPropertyId(server.url);
    const search = '/PropertySearch?search_input=Milano';
    const pages: Array<[string, string, Profile]> = [
      ['/', '/', 'mobile'],
      ['/PropertySearch', search, 'mobile'],
      ['/PropertyView/{id}', `/PropertyView/${id}`, 'mobile'],
      ['/Category/1', '/Category/1', 'mobile'],
      ['/PropertySearch with its map', search, 'desktop'],
    ];
    // A page the server renders is measured warm, as visitors meet it, not its first render.
    for (const [, address] of pages) await (await fetch(`${server.url}${address}`)).text();
    return await withChromium(async (port) => {
      const yardsticks = {
        mobile: await measurePage(hello.url, port, 'hello world'),
        desktop: await measurePage(hello.url, port, 'hello world (desktop)', 'desktop'),
      };
      const results: BudgetResult[] = [];
      for (const [label, address, profile] of pages) {
        const logLabel = profile === 'mobile' ? label : `${label} (${profile})`;
        const page = await measurePage(`${server.url}${address}`, port, logLabel, profile);
        results.push(...pageBudgets(label, page, yardsticks[profile], profile));
      }
      return results;
    });
  } finally {
    for (const running of started.reverse()) await running.stop();
    await rm(work, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  report(await measurePages());
}
