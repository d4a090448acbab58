import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDb } from '@scrivania/db/client';
import { categories } from '@scrivania/db/schema';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const PORT = 4391;
let dataDir: string;
let server: ChildProcess;
let output = '';

// Loading the whole app through tsx in a fresh process takes a few seconds on a quiet machine and
// several times that on a busy one; the hook's own limit is 60 s.
async function waitForHealth() {
  const deadline = Date.now() + 50_000;
  while (Date.now() < deadline && server.exitCode === null) {
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/backend/api/health`);
      if (response.ok) return;
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not start:\n${output}`);
}

describe('server process', () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'scrivania-server-'));
    // A migrated database that is not empty, so start-up skips the demo seed.
    const handle = await openDb({
      kind: 'pglite',
      dataDir: path.join(dataDir, 'db'),
      loadDataDir: new Blob([await readFile(inject('pgliteDumpPath'))]),
    });
    await handle.db.insert(categories).values({ name: 'Coworking', title: 'Coworking' });
    await handle.close();
    server = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'server.ts')], {
      env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    });
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    server.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    await waitForHealth();
  });

  afterAll(async () => {
    if (server.exitCode === null) server.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes structured JSON logs', () => {
    const line = output.split('\n').find((l) => l.includes('Server listening'));
    expect(line).toBeDefined();
    expect(JSON.parse(line ?? '{}')).toMatchObject({ level: 30 });
  });

  it('finishes a request in flight on SIGTERM, then closes the database and exits 0', async () => {
    const body = JSON.stringify({ name: 'x' });
    const answer = new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: PORT,
          method: 'POST',
          path: '/backend/api/contact-us',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      // Half the body now, the rest after the signal: the request is in flight when shutdown starts.
      req.write(body.slice(0, 5));
      setTimeout(() => {
        server.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(5)), 300);
      }, 100);
    });
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    expect(await answer).toBe(400);
    expect(await exited).toBe(0);
    expect(output).toContain('shutting down');
    // A cleanly closed embedded database reopens and answers.
    const reopened = await openDb({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    const rows = await reopened.db.select().from(categories);
    expect(rows).toHaveLength(1);
    await reopened.close();
  });
});
