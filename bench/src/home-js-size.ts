import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import {
  type BudgetResult,
  CHROMIUM_FLAGS,
  chromePath,
  isMain,
  repoRoot,
  report,
  startServer,
} from './server-process.ts';

const BUDGET_KB = 120;
const webDist = path.join(repoRoot, 'apps/web/dist');

/**
 * JavaScript the home page loads before its first contentful paint, counted as the gzip size of
 * each script file (what a gzip-only client downloads), from the built app.
 */
export async function measureHomeJs(): Promise<BudgetResult> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'scrivania-bench-js-'));
  const server = await startServer({ dataDir, port: 4403 });
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(server.url, { waitUntil: 'networkidle' });
    const scripts = await page.evaluate(() => {
      const fcp =
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY;
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js') && entry.responseEnd <= fcp)
        .map((entry) => new URL(entry.name).pathname);
    });
    const entry = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => new URL(s.src).pathname),
    );
    const files = [...new Set([...entry, ...scripts])];
    let total = 0;
    for (const file of files) {
      const size = gzipSync(await readFile(path.join(webDist, file))).length;
      console.log(`  ${file}: ${(size / 1024).toFixed(1)} KB gzip`);
      total += size;
    }
    const value = total / 1024;
    return {
      name: 'home JS before first paint (gzip)',
      value,
      unit: 'KB',
      budget: `<= ${BUDGET_KB} KB`,
      ok: value <= BUDGET_KB,
    };
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  report([await measureHomeJs()]);
}
