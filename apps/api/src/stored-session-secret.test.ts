import { openDb } from '@scrivania/db/client';
import { SESSION_SECRET_NAME, storedSecret } from '@scrivania/db/stored-secrets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the session secret the database keeps', () => {
  it('is made once, long enough to sign with, and read back the same by every later start', async () => {
    const first = await storedSecret(t.db, SESSION_SECRET_NAME);
    expect(Buffer.byteLength(first)).toBeGreaterThanOrEqual(32);
    expect(await storedSecret(t.db, SESSION_SECRET_NAME)).toBe(first);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'is the same for four processes starting at once on one PostgreSQL',
    async () => {
      const url = t.databaseUrl ?? '';
      const handles = await Promise.all(
        Array.from({ length: 4 }, () => openDb({ kind: 'postgres', url, maxConnections: 1 })),
      );
      try {
        const secrets = await Promise.all(handles.map((handle) => storedSecret(handle.db, 'shared-by-four')));
        expect(new Set(secrets).size).toBe(1);
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
      }
    },
  );
});
