import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { formatMetrics, medianMetrics, type PageMetrics, type Profile } from './page-budgets.ts';
import { CHROMIUM_FLAGS, chromePath } from './server-process.ts';

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;
type Report = LighthouseResult['lhr'];

/** A Chromium for Lighthouse to drive, with the end-to-end tests' flags; stopped when the work ends. */
export async function withChromium<T>(work: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS });
  try {
    return await work(chrome.port);
  } finally {
    chrome.kill();
  }
}

/**
 * One Lighthouse run of its default mobile configuration (a mid-range phone's screen, simulated slow
 * 4G and a 4x slower CPU), of its desktop one (a 1350 px wide screen, a fast network, this machine's
 * CPU), or with this machine's own network and CPU (`provided`). A run whose trace Lighthouse could not
 * record (it says so and asks to run it again, NO_NAVSTART being the one seen here) is run again, at
 * most twice: it measured nothing.
 */
export async function lighthouseRun(
  url: string,
  port: number,
  label: string,
  options: { throttlingMethod?: 'provided'; profile?: Profile } = {},
): Promise<Report> {
  const { throttlingMethod, profile = 'mobile' } = options;
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      url,
      {
        port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
        ...(throttlingMethod && { throttlingMethod }),
      },
      profile === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error('Lighthouse gave no result');
    const failure = result.lhr.runtimeError;
    if (!failure) return result.lhr;
    if (attempt === 3) throw new Error(`Lighthouse failed three times: ${failure.message}`);
    console.log(`${label}: Lighthouse could not record the run (${failure.code}), running it again`);
  }
}

function numeric(report: Report, audit: string): number {
  const value = report.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${audit}`);
  return value;
}

export function pageMetrics(report: Report): PageMetrics {
  return {
    score: report.categories.performance?.score ?? 0,
    fcpMs: numeric(report, 'first-contentful-paint'),
    lcpMs: numeric(report, 'largest-contentful-paint'),
    tbtMs: numeric(report, 'total-blocking-time'),
    cls: numeric(report, 'cumulative-layout-shift'),
  };
}

type Items = Array<Record<string, unknown>>;
function tableItems(report: Report, audit: string): Items {
  const details = report.audits[audit]?.details;
  return details && 'items' in details && Array.isArray(details.items) ? (details.items as Items) : [];
}

interface AuditNode {
  selector?: string;
  snippet?: string;
  boundingRect?: { top: number; width: number; height: number };
}

/**
 * The element Lighthouse took for the largest paint, where it sat, and how its time splits (time to
 * first byte, load delay, load time, render delay): a late photo and late text have different causes.
 */
function largestPaint(report: Report): string[] {
  const details = report.audits['largest-contentful-paint-element']?.details;
  if (details?.type !== 'list') return [];
  const [elements, phases] = details.items.map((item) =>
    'items' in item && Array.isArray(item.items) ? (item.items as Items) : [],
  );
  const node = elements?.[0]?.node as AuditNode | undefined;
  if (!node) return [];
  const rect = node.boundingRect;
  const place = rect ? ` (${rect.width}x${rect.height} at ${rect.top} px from the top)` : '';
  const split = (phases ?? []).map((phase) => `${String(phase.phase)} ${Number(phase.timing).toFixed(0)} ms`);
  return [
    `largest paint: ${node.selector ?? 'unknown element'}${place}`,
    `  ${(node.snippet ?? '').slice(0, 160)}`,
    `  ${split.join(', ')}`,
  ];
}

/**
 * What Lighthouse blames for a late largest paint, blocking time and layout shifts: the element it
 * painted last and why, the longest main-thread tasks with the script they ran, and the elements that
 * moved, so a page over its budget says where to look.
 */
export function blame(report: Report): string[] {
  const tasks = tableItems(report, 'long-tasks')
    .slice(0, 4)
    .map(
      (task) =>
        `long task ${Number(task.duration).toFixed(0)} ms at ${Number(task.startTime).toFixed(0)} ms: ${String(task.url)}`,
    );
  const shifts = tableItems(report, 'layout-shifts')
    .slice(0, 4)
    .map((shift) => {
      const node = shift.node as { selector?: string } | undefined;
      return `layout shift ${Number(shift.score).toFixed(3)}: ${node?.selector ?? 'unknown element'}`;
    });
  return [...largestPaint(report), ...tasks, ...shifts];
}

/** Lighthouse `runs` times on one page with one profile; each run's figures and blame are logged. */
export async function measurePage(
  url: string,
  port: number,
  label: string,
  profile: Profile = 'mobile',
  runs = 3,
): Promise<PageMetrics> {
  const all: PageMetrics[] = [];
  for (let run = 1; run <= runs; run++) {
    const report = await lighthouseRun(url, port, label, { profile });
    const metrics = pageMetrics(report);
    all.push(metrics);
    // Lighthouse's own measure of the machine's speed (higher is faster): its blocking time is the
    // tasks it saw, slowed four times, so a busy machine inflates it.
    console.log(
      `${label} run ${run}: ${formatMetrics(metrics)} (machine benchmark index ${report.environment.benchmarkIndex.toFixed(0)})`,
    );
    for (const line of blame(report)) console.log(`  ${line}`);
  }
  const result = medianMetrics(all);
  console.log(`${label} median of ${runs}: ${formatMetrics(result)}`);
  return result;
}
