import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { scriptBytesAroundLoad } from './script-bytes.ts';
import {
  type BudgetResult,
  CHROMIUM_FLAGS,
  chromePath,
  isMain,
  median,
  report,
  startServer,
} from './server-process.ts';

/** JS transferred before the home page's load event ≤ 100 KB brotli (issue 19, section 3). */
const BUDGET_BYTES = 100_000;
// Two runs may share a machine (say, two branches compared): each can be given its port.
const PORT = Number(process.env.BENCH_HOME_JS_PORT ?? 4615);
const RUNS = 5;

/**
 * The home page opened in Chromium with an empty cache, as a phone-sized window; its script responses
 * are read from the browser's resource timing once the page is quiet: bytes as transferred (the server
 * sends the brotli files the build wrote), split at the load event. Median of five loads.
 */
export async function measureHomeJsBrotli(): Promise<BudgetResult> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'scrivania-bench-js-br-'));
  const server = await startServer({ dataDir, port: PORT });
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS });
  try {
    // Visitors meet a warm server: its first answers (compiling, reading files) would let more of the
    // lazy chunks finish before the load event than on any later visit.
    await (await fetch(`${server.url}/`)).text();
    const before: number[] = [];
    const all: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
      const timing = await page.evaluate(() => {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({
            path: new URL(entry.name).pathname,
            bytes: entry.encodedBodySize,
            finishedAt: entry.responseEnd,
          }));
        return { loadEventStart: navigation.loadEventStart, scripts };
      });
      await context.close();
      const split = scriptBytesAroundLoad(timing.scripts, timing.loadEventStart);
      before.push(split.beforeLoadBytes);
      all.push(split.allBytes);
      console.log(
        `home page load ${run}: load event at ${timing.loadEventStart.toFixed(0)} ms, ${split.beforeLoadBytes} B of JS before it (${split.beforeLoad.length} files), ${split.allBytes} B in all (${timing.scripts.length} files)`,
      );
      if (run === 1) {
        for (const script of timing.scripts) {
          const when = script.finishedAt <= timing.loadEventStart ? 'before load' : 'after load';
          console.log(`  ${script.path}: ${script.bytes} B, ${when}`);
        }
      }
    }
    console.log(`home page JS until quiet (median): ${median(all)} B`);
    const value = median(before);
    return {
      name: 'home JS transferred before the load event (brotli, Chromium, median of 5)',
      value,
      unit: 'B',
      budget: `<= ${BUDGET_BYTES} B`,
      digits: 0,
      ok: value <= BUDGET_BYTES,
    };
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  report([await measureHomeJsBrotli()]);
}
