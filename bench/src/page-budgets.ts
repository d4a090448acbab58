import { type BudgetResult, median } from './server-process.ts';

/** What the page budgets are made of, from one Lighthouse run or the median of several. */
export interface PageMetrics {
  /** Lighthouse's performance score, 0 to 1. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** The median of each metric on its own, as the budgets are each about one metric. */
export function medianMetrics(runs: PageMetrics[]): PageMetrics {
  const of = (key: keyof PageMetrics) => median(runs.map((run) => run[key]));
  return { score: of('score'), fcpMs: of('fcpMs'), lcpMs: of('lcpMs'), tbtMs: of('tbtMs'), cls: of('cls') };
}

export const formatMetrics = (m: PageMetrics) =>
  `score ${Math.round(m.score * 100)}, FCP ${m.fcpMs.toFixed(0)} ms, LCP ${m.lcpMs.toFixed(0)} ms, TBT ${m.tbtMs.toFixed(0)} ms, CLS ${m.cls.toFixed(3)}`;

/** Issue 19's budgets for one page, each against the hello-world page measured in the same run. */
export const PAGE_BUDGETS = { scoreRatio: 0.97, lcpRatio: 1.3, maxCls: 0.02, maxTbtMs: 150 } as const;

export function pageBudgets(label: string, page: PageMetrics, hello: PageMetrics): BudgetResult[] {
  const minScore = PAGE_BUDGETS.scoreRatio * hello.score * 100;
  const maxLcp = PAGE_BUDGETS.lcpRatio * hello.lcpMs;
  return [
    {
      name: `${label} performance score (Lighthouse mobile, median of 3)`,
      value: page.score * 100,
      unit: '',
      budget: `>= ${minScore.toFixed(1)} (0.97 x hello world's ${Math.round(hello.score * 100)})`,
      ok: page.score * 100 >= minScore,
    },
    {
      name: `${label} LCP (Lighthouse mobile, median of 3)`,
      value: page.lcpMs,
      unit: 'ms',
      budget: `<= ${maxLcp.toFixed(0)} ms (1.3 x hello world's ${hello.lcpMs.toFixed(0)} ms)`,
      ok: page.lcpMs <= maxLcp,
    },
    {
      name: `${label} CLS (Lighthouse mobile, median of 3)`,
      value: page.cls,
      unit: '',
      budget: `<= ${PAGE_BUDGETS.maxCls}`,
      digits: 3,
      ok: page.cls <= PAGE_BUDGETS.maxCls,
    },
    {
      name: `${label} TBT (Lighthouse mobile, median of 3)`,
      value: page.tbtMs,
      unit: 'ms',
      budget: `<= ${PAGE_BUDGETS.maxTbtMs} ms`,
      ok: page.tbtMs <= PAGE_BUDGETS.maxTbtMs,
    },
  ];
}
