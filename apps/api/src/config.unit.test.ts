import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, dbTargetFromConfig, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'scrivania-config-'));

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

  it('generates the session secret once and keeps it in the data dir', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
  });

  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://u@db:5432/app',
      PAYMENTS_MODE: 'sandbox',
    });
    expect(dbTargetFromConfig(config)).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/app' });
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
});
