import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BudgetResult, isMain, report, startServer } from './server-process.ts';

const BUDGET_MB = 300;
const REQUESTS = 10_000;
/**
 * What the second 10,000 requests may add to the memory the first left: the collector's room and the
 * allocator's arenas grow with a burst, then stay; a leak keeps growing.
 */
const FLAT_RATIO = 1.1;
const CONCURRENCY = 10;
/** Lets the server finish what start-up left pending (timers, lazy loads) before it is measured. */
const SETTLE_MS = 2_000;

/** Resident memory of a process, from the kernel's own accounting. */
async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (kb === undefined) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) / 1024;
}

/**
 * What guests ask for, with the variety that would make an unbounded cache grow: every listing's page
 * and API answer, pages with query strings never seen before, searches with ever new text and dates.
 */
function publicAddresses(propertyIds: number[], categoryIds: number[]): (i: number) => string {
  const fixed = [
    '/',
    '/About',
    '/Faq',
    '/ExploreProperty',
    '/backend/api/menu',
    '/backend/api/footer',
    '/backend/api/section/1',
    '/backend/api/popular-cities',
    '/backend/api/city-section',
    '/backend/api/explore-property',
    '/backend/api/recommended-property',
    '/backend/api/testimonials',
    '/backend/api/faq',
    '/backend/api/help-center',
  ];
  return (i) => {
    const id = propertyIds[i % propertyIds.length] ?? 1;
    const category = categoryIds[i % categoryIds.length] ?? 1;
    switch (i % 8) {
      case 0:
        return `/PropertyView/${id}`;
      case 1:
        return `/PropertyView/${id}?utm_source=bench&ref=${i}`;
      case 2:
        return `/backend/api/property/${id}`;
      case 3:
        return `/backend/api/property/search-from-home?${new URLSearchParams({
          search_input: ['milano', 'roma', 'ufficio', 'sala', 'torino'][i % 5] ?? 'milano',
          no_of_guest: String(1 + (i % 7)),
          page: String(1 + (i % 3)),
          q: String(i),
        })}`;
      case 4:
        return `/backend/api/property/category-id/${category}?page=${1 + (i % 5)}`;
      case 5:
        return `/PropertySearch?search_input=${encodeURIComponent(`spazio ${i}`)}`;
      case 6:
        return `/backend/api/property-review/${id}`;
      default:
        return fixed[Math.floor(i / 8) % fixed.length] ?? '/';
    }
  };
}

async function requestAll(baseUrl: string, count: number, address: (i: number) => string, from: number) {
  let next = from;
  let failures = 0;
  const worker = async () => {
    while (next < from + count) {
      const i = next++;
      const response = await fetch(`${baseUrl}${address(i)}`, { headers: { 'accept-encoding': 'br' } });
      await response.arrayBuffer();
      if (response.status >= 500) failures++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return failures;
}

/**
 * 10,000 (by default) public requests, 10 at a time, against a running server; answers >= 500 counted.
 * `from` starts the variety further on, so a second run asks for addresses the first did not.
 */
export async function requestPublicPages(baseUrl: string, count = REQUESTS, from = 0): Promise<number> {
  const propertyIds = await idsOf(baseUrl, '/backend/api/explore-property');
  const categoryIds = await idsOf(baseUrl, '/backend/api/menu');
  if (propertyIds.length === 0) throw new Error('no property to ask for');
  return requestAll(baseUrl, count, publicAddresses(propertyIds, categoryIds), from);
}

async function idsOf(baseUrl: string, apiPath: string): Promise<number[]> {
  const body = (await (await fetch(`${baseUrl}${apiPath}`)).json()) as {
    data?: Array<{ _id?: number; id?: number }>;
  };
  return (body.data ?? []).flatMap((row) => {
    const id = row._id ?? row.id;
    return id === undefined ? [] : [id];
  });
}

/**
 * Resident memory of the server on the embedded database, started on an existing data dir (the
 * first start, which creates and seeds it, is not what a restarted production process looks like),
 * right after start and after 10,000 public requests.
 */
export async function measureMemory(): Promise<BudgetResult[]> {
  const port = Number(process.env.BENCH_MEMORY_PORT ?? 4413);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'scrivania-bench-memory-'));
  try {
    const first = await startServer({ dataDir, port });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    console.log(`first start (creates and seeds the data dir): ${(await rssMb(first.pid)).toFixed(0)} MB`);
    await first.stop();

    const server = await startServer({ dataDir, port });
    try {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const afterStart = await rssMb(server.pid);
      const failures = await requestPublicPages(server.url);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const afterRequests = await rssMb(server.pid);
      const moreFailures = await requestPublicPages(server.url, REQUESTS, REQUESTS);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const afterMore = await rssMb(server.pid);
      console.log(
        `resident memory: ${afterStart.toFixed(0)} MB after start, ${afterRequests.toFixed(0)} MB after ${REQUESTS} requests, ${afterMore.toFixed(0)} MB after ${REQUESTS} more (${failures + moreFailures} answered >= 500)`,
      );
      const flatLimit = afterRequests * FLAT_RATIO;
      // The issue's budget is the memory after start; after requests it asks for the figure, and
      // the check is that it stays flat (decision 066).
      return [
        {
          name: 'resident memory after start (embedded database)',
          value: afterStart,
          unit: 'MB',
          budget: `<= ${BUDGET_MB} MB`,
          ok: afterStart <= BUDGET_MB,
        },
        {
          name: `resident memory after ${REQUESTS} more public requests`,
          value: afterMore,
          unit: 'MB',
          budget: `<= ${flatLimit.toFixed(0)} MB (${FLAT_RATIO} x ${afterRequests.toFixed(0)} MB after the first ${REQUESTS}), no answer >= 500`,
          ok: afterMore <= flatLimit && failures + moreFailures === 0,
        },
      ];
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  report(await measureMemory());
}
