import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const TOKEN = 'metrics-token-for-the-tests-0123';

/** Prometheus text format: `name{label="value",…} number` lines, with `# HELP`/`# TYPE` comments. */
function parseMetrics(text: string) {
  const samples: { name: string; labels: Record<string, string>; value: number }[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a Prometheus sample line: ${line}`);
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)].map((m) => [
        m[1],
        m[2],
      ]),
    );
    samples.push({ name: match[1] ?? '', labels, value: Number(match[3]) });
  }
  return samples;
}

describe('request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ captureLogs: true });
  });
  afterAll(() => t.close());

  it('keeps an acceptable X-Request-Id, answers with it and writes it in the request’s log lines', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/backend/api/property/999999999',
      headers: { 'x-request-id': 'lb-7f3a.2026:abc_1' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-request-id']).toBe('lb-7f3a.2026:abc_1');
    const lines = t.logs().map((line) => JSON.parse(line) as { requestId?: string; msg: string });
    expect(lines).toContainEqual(
      expect.objectContaining({ requestId: 'lb-7f3a.2026:abc_1', msg: 'request' }),
    );
  });

  it('replaces an id that is too long or unsafe with a new one', async () => {
    for (const sent of ['x'.repeat(129), 'a b', 'ciao\u00e8', '"><script>', '-leading']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/backend/api/health',
        headers: { 'x-request-id': sent },
      });
      expect(response.headers['x-request-id'], sent).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('makes a different id for every request that sends none, on every kind of answer', async () => {
    const ids = new Set<string>();
    for (const url of [
      '/backend/api/health',
      '/backend/api/nope',
      '/backend/api/profile',
      '/backend/images/x.webp',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      const id = String(response.headers['x-request-id']);
      expect(id, url).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      ids.add(id);
    }
    expect(ids.size).toBe(4);
  });
});

describe('readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 once the database, migrations, change feed and catalogue are ready', async () => {
    await expect
      .poll(async () => (await t.app.inject({ method: 'GET', url: '/backend/api/ready' })).statusCode)
      .toBe(200);
    const response = await t.app.inject({ method: 'GET', url: '/backend/api/ready' });
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', listen: 'ok', catalogue: 'ok' },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 naming the failing checks when the change feed is down', async () => {
    const connected = t.app.chatNotifier.connected;
    t.app.chatNotifier.connected = () => false;
    try {
      const response = await t.app.inject({ method: 'GET', url: '/backend/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not_ready',
        checks: { database: 'ok', migrations: 'ok', listen: 'failing', catalogue: 'ok' },
        failing: ['listen'],
      });
    } finally {
      t.app.chatNotifier.connected = connected;
    }
  });

  it('is listed in the OpenAPI document beside health', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/backend/api/openapi.json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths)).toContain('/backend/api/ready');
    expect(Object.keys(document.paths)).not.toContain('/metrics');
  });
});

describe('metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answer 404 whatever is sent', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Risorsa non trovata.' });
    }
  });
});

describe('metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN }, config: { searchCacheTtlMs: 5_000 } });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return parseMetrics(response.body);
  };

  it('answer 404 to a wrong or missing token', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, authorization).toBe(404);
    }
  });

  it('count request durations by route pattern and status', async () => {
    await t.app.inject({ method: 'GET', url: '/backend/api/health' });
    await t.app.inject({ method: 'GET', url: '/backend/api/property/999999999' });
    await t.app.inject({ method: 'GET', url: '/backend/api/property/999999998' });
    const samples = await scrape();
    const count = (route: string, status: string) =>
      samples.find(
        (s) =>
          s.name === 'scrivania_http_request_duration_seconds_count' &&
          s.labels.route === route &&
          s.labels.status === status &&
          s.labels.method === 'GET',
      )?.value;
    expect(count('/backend/api/health', '200')).toBe(1);
    expect(count('/backend/api/property/:id', '404')).toBe(2);
    const buckets = samples.filter(
      (s) =>
        s.name === 'scrivania_http_request_duration_seconds_bucket' &&
        s.labels.route === '/backend/api/health',
    );
    expect(buckets.find((s) => s.labels.le === '+Inf')?.value).toBe(1);
  });

  it('show the database connections, the change feed and the process', async () => {
    const samples = await scrape();
    const value = (name: string, labels: Record<string, string> = {}) =>
      samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
        ?.value;
    expect(value('scrivania_db_pool_waiting')).toBeGreaterThanOrEqual(0);
    expect(value('scrivania_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(value('scrivania_listen_connected')).toBe(1);
    expect(value('process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('count hits and misses of the search answers kept in memory', async () => {
    const url = '/backend/api/property/search-from-home?search_input=ufficio';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url });
    const samples = await scrape();
    const lookups = (outcome: string) =>
      samples.find(
        (s) =>
          s.name === 'scrivania_cache_lookups_total' &&
          s.labels.cache === 'search_answers' &&
          s.labels.outcome === outcome,
      )?.value;
    expect(lookups('miss')).toBe(1);
    expect(lookups('hit')).toBe(1);
  });

  it('take the collectors other features register', async () => {
    const { Gauge } = await import('prom-client');
    new Gauge({
      name: 'scrivania_jobs',
      help: 'Jobs by state.',
      labelNames: ['state'],
      registers: [t.app.metrics.registry],
      collect() {
        this.set({ state: 'queued' }, 3);
      },
    });
    expect(
      (await scrape()).find((s) => s.name === 'scrivania_jobs' && s.labels.state === 'queued')?.value,
    ).toBe(3);
  });
});
