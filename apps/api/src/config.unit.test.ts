import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, checkConfig, dbTargetFromConfig, loadConfig } from './config.ts';
import { LIVE_CLUSTER_SETTINGS, S3_SETTINGS } from './config-cluster.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'scrivania-config-'));

const LIVE_PAYMENTS = {
  PAYMENTS_MODE: 'live',
  STRIPE_SECRET_KEY: 'sk_live_51Habc',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_51Habc',
  STRIPE_WEBHOOK_SECRET: 'whsec_live',
};
/** A complete, valid object storage setting: the guard checks presence, the storage's own schema checks each. */
const S3: Record<(typeof S3_SETTINGS)[number], string> = {
  S3_ENDPOINT: 'https://s3.example.it',
  S3_REGION: 'eu-south-1',
  S3_BUCKET: 'scrivania-files',
  S3_ACCESS_KEY_ID: 'access-key-id',
  S3_SECRET_ACCESS_KEY: 'secret-access-key',
};

describe('loadConfig', () => {
  it('applies the contract defaults', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.hostBackofficeUrl).toBe('/host');
    expect(dbTargetFromConfig(config)).toEqual({ kind: 'pglite', dataDir: path.join(dir, 'db') });
  });

  it('holds unpaid bookings for 30 minutes unless BOOKING_HOLD_MINUTES says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).bookingHoldMs).toBe(30 * 60_000);
    expect(loadConfig({ DATA_DIR: dataDir(), BOOKING_HOLD_MINUTES: '45' }).bookingHoldMs).toBe(45 * 60_000);
    expect(() => loadConfig({ DATA_DIR: dataDir(), BOOKING_HOLD_MINUTES: '0' })).toThrow(
      /BOOKING_HOLD_MINUTES/,
    );
  });

  it('gives an accepted request 24 hours to be paid unless REQUEST_PAYMENT_HOURS says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).requestPaymentHoldMs).toBe(24 * 3_600_000);
    expect(loadConfig({ DATA_DIR: dataDir(), REQUEST_PAYMENT_HOURS: '48' }).requestPaymentHoldMs).toBe(
      48 * 3_600_000,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), REQUEST_PAYMENT_HOURS: '0' })).toThrow(
      /REQUEST_PAYMENT_HOURS/,
    );
  });

  it('limits bookings to 5 unpaid and 2 awaiting a transfer per user, 30 an hour per user and 300 per address, each configurable', () => {
    const hour = 60 * 60_000;
    expect(loadConfig({ DATA_DIR: dataDir() }).bookingLimits).toEqual({
      unpaidMax: 5,
      unpaidTransfersMax: 2,
      perUser: { max: 30, windowMs: hour },
      perAddress: { max: 300, windowMs: hour },
    });
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        BOOKING_UNPAID_MAX: '2',
        BANK_TRANSFERS_UNPAID_MAX: '1',
        BOOKING_USER_HOURLY_MAX: '10',
        BOOKING_ADDRESS_HOURLY_MAX: '1000',
      }).bookingLimits,
    ).toEqual({
      unpaidMax: 2,
      unpaidTransfersMax: 1,
      perUser: { max: 10, windowMs: hour },
      perAddress: { max: 1000, windowMs: hour },
    });
  });

  it('generates the session secret once and keeps it in the data dir', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
  });

  it('believes no proxy unless TRUST_PROXY names a hop count or the proxies', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '10.0.0.0/8, ::1, loopback' }).trustProxy).toEqual({
      addresses: ['10.0.0.0/8', '::1', 'loopback'],
    });
  });

  it('limits attempts as CONTRACT.md says unless the environment says otherwise', () => {
    const quarterHour = 15 * 60_000;
    const { authLimits } = loadConfig({ DATA_DIR: dataDir() });
    expect(authLimits.loginPerAccountAddress).toEqual({ max: 10, windowMs: quarterHour });
    expect(authLimits.loginPerAccount).toEqual({ max: 100, windowMs: quarterHour });
    expect(authLimits.loginAddressRememberedMs).toBe(30 * 24 * 3600_000);
    expect(authLimits.loginPerAddress).toEqual({ max: 100, windowMs: quarterHour });
    expect(authLimits.registerPerAddress).toEqual({ max: 30, windowMs: quarterHour });
    const tuned = loadConfig({
      DATA_DIR: dataDir(),
      LOGIN_FAILURES_PER_ADDRESS: '500',
      REGISTRATIONS_PER_ADDRESS: '60',
      AUTH_LIMIT_WINDOW_MINUTES: '30',
    }).authLimits;
    expect(tuned.loginPerAddress).toEqual({ max: 500, windowMs: 2 * quarterHour });
    expect(tuned.registerPerAddress).toEqual({ max: 60, windowMs: 2 * quarterHour });
    expect(tuned.loginPerAccountAddress).toEqual({ max: 10, windowMs: 2 * quarterHour });
  });

  it('caps chat sockets at 5 per user and CHAT_SOCKETS_PER_PROCESS per process', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).chatSockets).toEqual({
      perUser: 5,
      perProcess: 5000,
      waitingPerAddress: 20,
    });
    expect(
      loadConfig({ DATA_DIR: dataDir(), CHAT_SOCKETS_WAITING_PER_ADDRESS: '3' }).chatSockets
        .waitingPerAddress,
    ).toBe(3);
    expect(loadConfig({ DATA_DIR: dataDir(), CHAT_SOCKETS_PER_PROCESS: '200' }).chatSockets.perProcess).toBe(
      200,
    );
  });

  it.each([
    ['empty', ''],
    ['31 bytes long', 'x'.repeat(31)],
    ['31 bytes once trimmed', `  ${'x'.repeat(31)}\n`],
  ])('refuses a session-secret file that is %s, in one line', (_, content) => {
    const dir = dataDir();
    writeFileSync(path.join(dir, 'session-secret'), content);
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(
      /^Invalid configuration: [^\n]*session-secret holds a session secret shorter than 32 bytes[^\n]*$/,
    );
  });

  it('seeds the demo accounts on a public address only when DEMO_SEED is 1', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).demoSeed).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), DEMO_SEED: '1' }).demoSeed).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), DEMO_SEED: '0' }).demoSeed).toBe(false);
  });

  it('takes the test aid FAULT_EXIT_AFTER_COMMIT only for a known point, and never with PAYMENTS_MODE=live', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).faultExitAfterCommit).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: dataDir(), FAULT_EXIT_AFTER_COMMIT: 'booking-cancel' }).faultExitAfterCommit,
    ).toBe('booking-cancel');
    expect(() => loadConfig({ DATA_DIR: dataDir(), FAULT_EXIT_AFTER_COMMIT: 'payment' })).toThrow(
      /^Invalid configuration: FAULT_EXIT_AFTER_COMMIT /,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), ...LIVE_PAYMENTS, FAULT_EXIT_AFTER_COMMIT: 'booking-cancel' }),
    ).toThrow(
      'Invalid configuration: FAULT_EXIT_AFTER_COMMIT is a test aid and cannot be set with PAYMENTS_MODE=live',
    );
  });

  it('waits on a client 90 s idle, 120 s for a request and 72 s on a kept-alive connection, each configurable', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).serverTimeouts).toEqual({
      connectionTimeoutMs: 90_000,
      requestTimeoutMs: 120_000,
      keepAliveTimeoutMs: 72_000,
    });
    const tuned = loadConfig({
      DATA_DIR: dataDir(),
      HTTP_CONNECTION_TIMEOUT_SECONDS: '30',
      HTTP_REQUEST_TIMEOUT_SECONDS: '20',
      HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '10',
    }).serverTimeouts;
    expect(tuned).toEqual({
      connectionTimeoutMs: 30_000,
      requestTimeoutMs: 20_000,
      keepAliveTimeoutMs: 10_000,
    });
  });

  it('takes a session-secret file of 32 bytes', () => {
    const dir = dataDir();
    writeFileSync(path.join(dir, 'session-secret'), 'è'.repeat(16));
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe('è'.repeat(16));
  });

  it('draws maps without tiles unless MAP_TILES_URL names a tile server', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).map).toEqual({ tilesUrl: undefined, attribution: '' });
    const map = loadConfig({
      DATA_DIR: dataDir(),
      MAP_TILES_URL: ' https://tiles.example.it/{z}/{x}/{y}.png ',
      MAP_ATTRIBUTION: '© OpenStreetMap',
    }).map;
    expect(map).toEqual({
      tilesUrl: 'https://tiles.example.it/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap',
    });
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://u@db:5432/app',
      PAYMENTS_MODE: 'sandbox',
      SESSION_SECRET: 's'.repeat(32),
    });
    expect(dbTargetFromConfig(config)).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/app' });
  });

  it('signs with the secret PostgreSQL keeps, never a file of its own machine, unless SESSION_SECRET is set', () => {
    const dir = dataDir();
    const env = { DATA_DIR: dir, DATABASE_URL: 'postgres://u@db:5432/app', PAYMENTS_MODE: 'sandbox' };
    expect(() => loadConfig(env)).toThrow(
      /^Invalid configuration: SESSION_SECRET is required with DATABASE_URL/,
    );
    const kept = 'k'.repeat(64);
    expect(loadConfig(env, { storedSessionSecret: kept }).sessionSecret).toBe(kept);
    expect(existsSync(path.join(dir, 'session-secret'))).toBe(false);
    const own = 'o'.repeat(40);
    expect(loadConfig({ ...env, SESSION_SECRET: own }, { storedSessionSecret: kept }).sessionSecret).toBe(
      own,
    );
  });

  it('makes one session-secret file when several processes start at once on one data dir', async () => {
    const dir = dataDir();
    const script = `import { readOrCreateSecret } from ${JSON.stringify(path.join(import.meta.dirname, 'config.ts'))};
process.stdout.write(readOrCreateSecret(process.argv[1]));`;
    const starts = Array.from(
      { length: 3 },
      () =>
        new Promise<string>((resolve, reject) => {
          const child = spawn(process.execPath, [
            '--import',
            'tsx',
            '--input-type=module',
            '-e',
            script,
            dir,
          ]);
          let out = '';
          child.stdout.on('data', (chunk: Buffer) => {
            out += chunk.toString();
          });
          child.on('error', reject);
          child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}`))));
        }),
    );
    const secrets = await Promise.all(starts);
    const file = readFileSync(path.join(dir, 'session-secret'), 'utf8');
    expect(file.length).toBeGreaterThanOrEqual(32);
    expect(new Set(secrets)).toEqual(new Set([file]));
    expect(readdirSync(dir).filter((name) => name.startsWith('session-secret'))).toEqual(['session-secret']);
  });

  it.each([
    ['nothing of a cluster', {}, LIVE_CLUSTER_SETTINGS],
    [
      'all but the object storage',
      { SESSION_SECRET: 's'.repeat(32), TRUST_PROXY: '10.0.0.0/8', SMTP_URL: 'smtp://mail:25' },
      S3_SETTINGS,
    ],
    [
      'all but the proxy',
      { ...S3, SESSION_SECRET: 's'.repeat(32), SMTP_URL: 'smtp://mail:25' },
      ['TRUST_PROXY'],
    ],
  ])(
    'refuses a live deployment on PostgreSQL with %s, in one line naming each missing setting',
    (_case, set, missing) => {
      const env = { DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@db:5432/app', ...LIVE_PAYMENTS, ...set };
      let message = '';
      try {
        loadConfig(env, { storedSessionSecret: 'k'.repeat(64) });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        message = (error as Error).message;
      }
      expect(message).toBe(
        `Invalid configuration: with DATABASE_URL and PAYMENTS_MODE=live these must be set: ${missing.join(', ')}`,
      );
      expect(() => checkConfig(env)).toThrow(message);
    },
  );

  it('starts a live deployment on PostgreSQL that has every cluster setting, and asks none of the embedded one', () => {
    const cluster = {
      ...S3,
      SESSION_SECRET: 's'.repeat(32),
      TRUST_PROXY: '10.0.0.0/8',
      SMTP_URL: 'smtp://mail:25',
    };
    const env = {
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://u@db:5432/app',
      ...LIVE_PAYMENTS,
      ...cluster,
    };
    expect(loadConfig(env).sessionSecret).toBe('s'.repeat(32));
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...LIVE_PAYMENTS })).not.toThrow();
    expect(() =>
      loadConfig(
        { DATA_DIR: dataDir(), DATABASE_URL: 'postgres://u@db:5432/app', PAYMENTS_MODE: 'sandbox' },
        {
          storedSessionSecret: 'k'.repeat(64),
        },
      ),
    ).not.toThrow();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_URL', 'not a url'],
    ['SMTP_URL', 'http://mail'],
    ['SESSION_SECRET', 'short'],
    ['BANK_IBAN', '123'],
    ['LOG_LEVEL', 'loud'],
    ['DEMO_SEED', 'yes'],
    ['HTTP_REQUEST_TIMEOUT_SECONDS', '0'],
    ['CHAT_SOCKETS_WAITING_PER_ADDRESS', 'venti'],
    ['BOOKING_UNPAID_MAX', '0'],
    ['BOOKING_USER_HOURLY_MAX', 'tanti'],
    ['BOOKING_ADDRESS_HOURLY_MAX', '-1'],
    ['LOGIN_FAILURES_PER_ACCOUNT', '0'],
    ['LOGIN_FAILURES_PER_ACCOUNT_ADDRESS', 'dieci'],
    ['LOGIN_ADDRESS_REMEMBERED_DAYS', '0'],
    ['BANK_TRANSFERS_UNPAID_MAX', '0'],
    ['REGISTRATIONS_PER_ADDRESS', 'molte'],
    ['AUTH_LIMIT_WINDOW_MINUTES', '2000'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.0/40'],
    ['TRUST_PROXY', '10.0.0.1, proxy.example.com'],
    ['MAP_TILES_URL', 'https://tiles.example.it/tile.png'],
    ['MAP_TILES_URL', 'ftp://tiles.example.it/{z}/{x}/{y}.png'],
  ])('refuses %s=%s with one line naming the variable', (variable, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [variable]: value })).toThrow(ConfigError);
    try {
      loadConfig({ DATA_DIR: dataDir(), [variable]: value });
    } catch (error) {
      expect((error as Error).message).toContain(variable);
      expect((error as Error).message).not.toContain('\n');
    }
  });
});

describe('server start-up', () => {
  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'server.ts')], {
      env: { ...process.env, PAYMENTS_MODE: '', DATA_DIR: dataDir(), ...env },
      encoding: 'utf8',
      timeout: 30_000,
    });

  it.each([
    ['a bad variable', { PORT: 'nope' }, /^Invalid configuration: PORT /],
    [
      'a PostgreSQL deployment that did not choose its payments mode',
      { DATABASE_URL: 'postgres://u@127.0.0.1:1/app' },
      /^Invalid configuration: PAYMENTS_MODE must be set/,
    ],
  ])('stops at once with one line for %s', (_case, env, line) => {
    const result = start(env);
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(line);
  });

  it('stops at once with one line when the session-secret file is too short', () => {
    const dir = dataDir();
    writeFileSync(path.join(dir, 'session-secret'), 'corto');
    const result = start({ DATA_DIR: dir });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/session-secret .* shorter than 32 bytes/),
    ]);
  });
});
