import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromePath } from './chromium.ts';

if (!existsSync(chromePath)) {
  console.error(
    `Chromium not found at ${chromePath}. Install it with: apt-get install -y chromium (or set CHROME_PATH).`,
  );
  process.exit(1);
}

const port = Number(process.env.E2E_PORT ?? 4310);
export const baseURL = `http://127.0.0.1:${port}`;
const oauthPort = Number(process.env.E2E_OAUTH_PORT ?? 4320);
const oauthServer = `http://127.0.0.1:${oauthPort}`;
/** Derived from the OAuth server's, so two runs given their own ports never share one. */
const tilePort = Number(process.env.E2E_TILES_PORT ?? oauthPort + 1000);
export const tileServer = `http://127.0.0.1:${tilePort}`;
/** A fresh data dir per run: the server seeds the demo data into it on first start. */
const dataDir = process.env.E2E_DATA_DIR ?? path.join(tmpdir(), `scrivania-e2e-${process.pid}-${Date.now()}`);
const root = path.resolve(import.meta.dirname, '..');
// Tests read the mail outbox of the server they drive.
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Generous for a shared two-core machine, where a journey with two browsers and three sign-ins took
  // over 30 s while the suite ran beside it; a broken journey still fails, only later.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    // Recording a trace made a journey 30 to 60 % slower even when the trace was thrown away; a test
    // that fails once is traced on its retry, and `--trace on` traces a spec run by hand.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromePath,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node --import tsx e2e/oauth-mock-server.ts',
      cwd: root,
      url: `${oauthServer}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { OAUTH_MOCK_PORT: String(oauthPort) },
    },
    {
      command: 'node --import tsx e2e/tile-server.ts',
      cwd: root,
      url: `${tileServer}/requests`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { TILE_SERVER_PORT: String(tilePort) },
    },
    {
      // The same command as `npm run serve`, memory settings included (decision 046).
      command:
        'node --enable-source-maps --max-semi-space-size=8 --heap-growing-percent=50 apps/api/dist/server.js',
      cwd: root,
      url: `${baseURL}/backend/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: baseURL,
        // Google sign-in against the local OAuth server; LinkedIn and X stay unconfigured on purpose.
        GOOGLE_CLIENT_ID: 'scrivania-e2e',
        GOOGLE_CLIENT_SECRET: 'e2e-secret',
        OAUTH_SERVER_URL: oauthServer,
        MAP_TILES_URL: `${tileServer}/tiles/{z}/{x}/{y}.png`,
        MAP_ATTRIBUTION: '© Tessere di prova',
        // Every journey registers from the one test address; the limit itself has its API tests.
        REGISTRATIONS_PER_ADDRESS: '1000',
        // The calendar import journey serves its feed from this machine.
        ICAL_ALLOWED_HOSTS: 'localhost,127.0.0.1',
      },
    },
  ],
});
