import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDb } from './client.ts';
import { EmbeddedDatabaseInUseError, lockEmbeddedDatabase } from './embedded-lock.ts';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'scrivania-lock-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A process that stays alive until killed: the lock's owner in another process. */
function otherProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  return child;
}

describe('the embedded database lock', () => {
  it('refuses a database another living process holds, with one line naming it, and leaves its lock alone', async () => {
    const dataDir = path.join(dir, 'db');
    const child = otherProcess();
    try {
      await writeFile(`${dataDir}.lock`, `${child.pid}\n`);
      const attempt = openDb({ kind: 'pglite', dataDir });
      await expect(attempt).rejects.toThrow(EmbeddedDatabaseInUseError);
      await expect(attempt).rejects.toThrow(`in use by process ${child.pid}`);
      await attempt.catch((error: Error) => expect(error.message).not.toContain('\n'));
      expect(await readFile(`${dataDir}.lock`, 'utf8')).toBe(`${child.pid}\n`);
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      child.kill();
    }
  });

  it('takes over the lock a dead process left, and releases it on close', async () => {
    const dataDir = path.join(dir, 'db');
    const child = otherProcess();
    const dead = child.pid;
    await new Promise((resolve) => {
      child.on('exit', resolve);
      child.kill('SIGKILL');
    });
    await writeFile(`${dataDir}.lock`, `${dead}\n`);
    const lock = lockEmbeddedDatabase(dataDir);
    expect(await readFile(`${dataDir}.lock`, 'utf8')).toBe(`${process.pid}\n`);
    lock.release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('refuses a second opening in the same process while the first is held, and allows it after release', () => {
    const dataDir = path.join(dir, 'db');
    const first = lockEmbeddedDatabase(dataDir);
    expect(() => lockEmbeddedDatabase(dataDir)).toThrow(EmbeddedDatabaseInUseError);
    first.release();
    lockEmbeddedDatabase(dataDir).release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('takes over a lock file naming this pid that this process does not hold (a restarted container)', async () => {
    const dataDir = path.join(dir, 'db');
    await writeFile(`${dataDir}.lock`, `${process.pid}\n`);
    const lock = lockEmbeddedDatabase(dataDir);
    expect(await readFile(`${dataDir}.lock`, 'utf8')).toBe(`${process.pid}\n`);
    lock.release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });
});
