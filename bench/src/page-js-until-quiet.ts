import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { type Browser, chromium, type Page } from '@playwright/test';
import { type ScriptResponse, scriptBytesUntilQuiet } from './script-bytes.ts';
import {
  type BudgetResult,
  CHROMIUM_FLAGS,
  chromePath,
  demoPropertyId,
  isMain,
  median,
  repoRoot,
  report,
  startServer,
} from './server-process.ts';

/** Issue 34, budget 1: all JavaScript until the page is quiet, brotli. */
const HOME_BUDGET_BYTES = 100_000;
const PAGE_BUDGET_BYTES = 130_000;
/** Quiet: this long without a request starting or finishing. */
const QUIET_MS = 2000;
const LONGEST_WAIT_MS = 30_000;
// Two runs may share a machine (say, two branches compared): each can be given its port.
const PORT = Number(process.env.BENCH_PAGE_JS_PORT ?? 4615);
const RUNS = 3;
const webDist = path.join(repoRoot, 'apps/web/dist');

/**
 * A script's size as brotli: the file the build compressed, which the server sends to a browser that
 * accepts brotli; compressed here when the build left it as it is (files under 1 KB).
 */
async function brotliBytes(pathname: string, body: () => Promise<Buffer>): Promise<number> {
  try {
    return (await readFile(path.join(webDist, `${pathname}.br`))).length;
  } catch {
    const content = await body();
    return brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
}

/**
 * Opens a page as a visitor who only reads it: every script response until nothing has been asked
 * for or answered for two seconds, however long after the load event; then as one who reaches for it
 * (the pointer onto the page), every script until quiet again, those of the first part included.
 */
async function scriptsUntilQuiet(page: Page, url: string) {
  const started = performance.now();
  let lastActivity = started;
  let inFlight = 0;
  const pending: Array<Promise<ScriptResponse | undefined>> = [];
  page.on('request', () => {
    inFlight++;
    lastActivity = performance.now();
  });
  page.on('requestfailed', () => {
    inFlight--;
    lastActivity = performance.now();
  });
  page.on('requestfinished', (request) => {
    inFlight--;
    const finishedAt = performance.now() - started;
    lastActivity = performance.now();
    const pathname = new URL(request.url()).pathname;
    if (!pathname.endsWith('.js')) return;
    pending.push(
      request.response().then(async (response) => {
        if (!response) return undefined;
        const body = () => response.body();
        return { path: pathname, bytes: await brotliBytes(pathname, body), finishedAt };
      }),
    );
  });
  const quiet = async () => {
    const from = performance.now();
    // Quiet from here on: what came before does not count towards it.
    lastActivity = from;
    while (performance.now() - from < LONGEST_WAIT_MS) {
      if (inFlight === 0 && performance.now() - lastActivity >= QUIET_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return (await Promise.all(pending)).filter((script) => script !== undefined);
  };
  await page.goto(url, { waitUntil: 'load' });
  const reading = await quiet();
  // Then the pointer comes onto the page: what the page costs once the visitor reaches for it.
  await page.mouse.move(200, 200);
  return { reading, reaching: await quiet() };
}

async function measurePage(browser: Browser, label: string, url: string, budget: number) {
  const read: number[] = [];
  const reached: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const { reading, reaching } = await scriptsUntilQuiet(await context.newPage(), url);
    await context.close();
    const untilQuiet = scriptBytesUntilQuiet(reading);
    const onceReached = scriptBytesUntilQuiet(reaching);
    read.push(untilQuiet.bytes);
    reached.push(onceReached.bytes);
    console.log(
      `${label} load ${run}: ${untilQuiet.bytes} B of JS (brotli) in ${untilQuiet.byFile.length} files until quiet; ${onceReached.bytes} B in ${onceReached.byFile.length} once the pointer came onto the page`,
    );
    if (run === 1) for (const [file, size] of onceReached.byFile) console.log(`  ${file}: ${size} B`);
  }
  const result = (moment: string, value: number): BudgetResult => ({
    name: `${label} JS ${moment} (brotli, Chromium, phone screen, median of ${RUNS})`,
    value: value / 1000,
    unit: 'KB',
    budget: `<= ${budget / 1000} KB`,
    ok: value <= budget,
  });
  // The same budget once reached: loading the app at the first touch moves its cost, it does not remove it.
  return [result('until quiet', median(read)), result('once reached', median(reached))];
}

/**
 * Issue 34, budget 1: the home page, a search and a property page opened in Chromium with an empty
 * cache on a phone-sized window, every script counted until the page has been quiet for 2 s.
 */
export async function measurePageJs(): Promise<BudgetResult[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'scrivania-bench-page-js-'));
  const server = await startServer({ dataDir, port: PORT, timeoutMs: 600_000 });
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS });
  try {
    const pages: Array<[string, string, number]> = [
      ['/', '/', HOME_BUDGET_BYTES],
      ['/PropertySearch', '/PropertySearch?search_input=Milano', PAGE_BUDGET_BYTES],
      ['/PropertyView/{id}', `/PropertyView/${await demoPropertyId(server.url)}`, PAGE_BUDGET_BYTES],
    ];
    // Visitors meet a warm server, its pages already rendered once.
    for (const [, address] of pages) await (await fetch(`${server.url}${address}`)).text();
    const results: BudgetResult[] = [];
    for (const [label, address, budget] of pages) {
      results.push(...(await measurePage(browser, label, `${server.url}${address}`, budget)));
    }
    return results;
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  report(await measurePageJs());
}
