import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  type BudgetResult,
  CHROMIUM_FLAGS,
  chromePath,
  isMain,
  median,
  report,
  startServer,
} from './server-process.ts';

const BUDGET_MS = 1500;
const RUNS = 3;

/**
 * One Lighthouse mobile run. A run whose trace Lighthouse could not record (it says so and asks to run
 * it again, NO_NAVSTART being the one seen here) is run again, at most twice: it measured nothing.
 */
async function lighthouseRun(url: string, port: number, throttlingMethod?: 'provided') {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
      ...(throttlingMethod && { throttlingMethod }),
    });
    if (!result) throw new Error('Lighthouse gave no result');
    const failure = result.lhr.runtimeError;
    if (!failure) return result;
    if (attempt === 3) throw new Error(`Lighthouse failed three times: ${failure.message}`);
    console.log(`property page: Lighthouse could not record the run (${failure.code}), running it again`);
  }
}

/**
 * Largest contentful paint of a property page in Lighthouse's mobile run (its default config: a
 * mid-range phone's screen, simulated slow 4G and a 4x slower CPU), the median of three runs on the
 * built app served by the product itself, which renders this page on the server (decision 016).
 */
export async function measurePropertyPageLcp(): Promise<BudgetResult> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'scrivania-bench-lcp-'));
  const server = await startServer({ dataDir, port: 4406 });
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    const explore = (await (await fetch(`${server.url}/backend/api/explore-property`)).json()) as {
      data: Array<{ _id: number }>;
    };
    const id = explore.data[0]?._id;
    if (id === undefined) throw new Error('no property to open');
    const url = `${server.url}/PropertyView/${id}`;
    // The page is rendered on the server: measure a warm server, as visitors meet it, not its first render.
    for (let warm = 0; warm < 10; warm++) await (await fetch(url)).text();
    const timeFetch = async (address: string) => {
      const started = performance.now();
      await (await fetch(address)).text();
      return performance.now() - started;
    };
    const rendered: number[] = [];
    const reused: number[] = [];
    // Each new query string is a new address, so it is rendered again rather than reused.
    for (let i = 0; i < 30; i++) rendered.push(await timeFetch(`${url}?r=${i}`));
    for (let i = 0; i < 30; i++) reused.push(await timeFetch(url));
    console.log(
      `property page from the server: rendered ${median(rendered).toFixed(1)} ms, reused ${median(reused).toFixed(1)} ms (medians of 30)`,
    );
    const lcps: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouseRun(url, chrome.port);
      const audits = result.lhr.audits;
      const lcp = audits['largest-contentful-paint']?.numericValue;
      if (lcp === undefined) throw new Error('Lighthouse gave no LCP');
      lcps.push(lcp);
      console.log(
        `property page run ${run + 1}: FCP ${audits['first-contentful-paint']?.numericValue?.toFixed(0)} ms, LCP ${lcp.toFixed(0)} ms, CLS ${audits['cumulative-layout-shift']?.numericValue?.toFixed(3)}, performance score ${Math.round((result.lhr.categories.performance?.score ?? 0) * 100)}`,
      );
    }
    // For reference: the same page with this machine's own network and CPU, no emulated phone network.
    const unthrottled = await lighthouseRun(url, chrome.port, 'provided');
    console.log(
      `property page without network emulation: LCP ${unthrottled.lhr.audits['largest-contentful-paint']?.numericValue?.toFixed(0)} ms`,
    );
    const value = median(lcps);
    return {
      name: 'property page LCP (Lighthouse mobile, median of 3)',
      value,
      unit: 'ms',
      budget: `<= ${BUDGET_MS} ms`,
      ok: value <= BUDGET_MS,
    };
  } finally {
    chrome.kill();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  report([await measurePropertyPageLcp()]);
}
