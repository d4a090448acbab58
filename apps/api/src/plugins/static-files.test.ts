import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BOOT_MANIFEST_FILE } from '@scrivania/core/page-render';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDEX_HTML } from '../test/index-html.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const MANIFEST = '{"src/boot-rendered.ts":{"file":"assets/boot-xyz.js","isEntry":true}}';
let webDir: string;
let t: TestApp;
let port: number;

/** The status line's code for a path sent exactly as written: HTTP clients would resolve `..` first. */
function rawStatus(rawPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`GET ${rawPath} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'scrivania-static-'));
  await mkdir(path.join(webDir, 'assets'));
  await mkdir(path.join(webDir, '.vite'));
  await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDir, BOOT_MANIFEST_FILE), MANIFEST);
  await writeFile(path.join(webDir, '.vite', 'manifest.json'), MANIFEST);
  await writeFile(path.join(webDir, '.env'), 'SEGRETO=1');
  await writeFile(path.join(webDir, 'assets', 'index-abc.js'), 'console.log(1)');
  await writeFile(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ config: { webDistDir: webDir } });
  await writeFile(path.join(t.dataDir, 'images', '.nascosto'), 'x');
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

const NEVER_SERVED = [
  '/assets/../.vite/boot-manifest.json',
  '/assets/%2e%2e/.vite/manifest.json',
  '/favicon.svg/../.vite/manifest.json',
  '/.vite/manifest.json',
  '//.vite/manifest.json',
  '/.env',
  '/assets/../.env',
  '//index.html',
  '/assets/../index.html',
  '/index.html',
  '/backend/images/.nascosto',
  '/backend/images/../session-secret',
  '/backend/images/%2e%2e/session-secret',
];

describe('static files', () => {
  it('answers the home page with the app whatever encodings the client accepts', async () => {
    for (const encoding of [undefined, 'identity', 'gzip', 'br']) {
      const headers = encoding ? { 'accept-encoding': encoding } : {};
      const home = await t.app.inject({ url: '/', headers });
      expect(home.statusCode, `accept-encoding: ${encoding ?? 'none'}`).toBe(200);
      expect(home.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('still serves the built app’s public files', async () => {
    expect((await t.app.inject({ url: '/assets/index-abc.js' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/favicon.svg' })).statusCode).toBe(200);
    expect(await rawStatus('/assets/index-abc.js')).toBe(200);
  });

  it.each(NEVER_SERVED)('never serve %s, however the path is written', async (rawPath) => {
    const injected = await t.app.inject({ url: rawPath });
    expect(injected.statusCode).toBe(404);
    expect(injected.body).not.toContain('isEntry');
    expect(injected.body).not.toContain('SEGRETO');
    expect(injected.body).not.toContain('<div id="root">');
    expect(await rawStatus(rawPath)).toBe(404);
  });
});
