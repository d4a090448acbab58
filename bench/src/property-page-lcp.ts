import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lighthouseRun, measurePage, pageMetrics, withChromium } from './lighthouse-runner.ts';
import { type BudgetResult, demoPropertyId, isMain, median, report, startServer } from './server-process.ts';

const BUDGET_MS = 1500;
const PORT = 4614;

/**
 * Largest contentful paint of a property page in Lighthouse's mobile run (its default config: a
 * mid-range phone's screen, simulated slow 4G and a 4x slower CPU), the median of three runs on the
 * built app served by the product itself, which renders this page on the server (decision 016).
 */
export async function measurePropertyPageLcp(): Promise<BudgetResult> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'scrivania-bench-lcp-'));
  const server = await startServer({ dataDir, port: PORT });
  try {
    const id = await demoPropertyId(server.url);
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
    const { lcpMs: value, unthrottledLcpMs } = await withChromium(async (port) => ({
      lcpMs: (await measurePage(url, port, 'property page')).lcpMs,
      // For reference: the same page with this machine's own network and CPU, no emulated phone network.
      unthrottledLcpMs: pageMetrics(
        await lighthouseRun(url, port, 'property page', { throttlingMethod: 'provided' }),
      ).lcpMs,
    }));
    console.log(`property page without network emulation: LCP ${unthrottledLcpMs.toFixed(0)} ms`);
    return {
      name: 'property page LCP (Lighthouse mobile, median of 3)',
      value,
      unit: 'ms',
      budget: `<= ${BUDGET_MS} ms`,
      ok: value <= BUDGET_MS,
    };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  report([await measurePropertyPageLcp()]);
}
