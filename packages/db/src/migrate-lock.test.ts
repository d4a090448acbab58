import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDb } from './client.ts';
import { migrate, migrationsFolder } from './migrate.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(!serverUrl)('migrations on a PostgreSQL server', () => {
  it('let four processes starting at once on an empty database all come up, each migration applied once', async () => {
    const name = `scrivania_migrate_${randomBytes(6).toString('hex')}`;
    await admin((client) => client.query(`CREATE DATABASE ${name}`));
    try {
      const url = new URL(serverUrl ?? '');
      url.pathname = `/${name}`;
      const handles = await Promise.all(
        Array.from({ length: 4 }, () => openDb({ kind: 'postgres', url: url.toString(), maxConnections: 2 })),
      );
      try {
        const outcomes = await Promise.allSettled(handles.map((handle) => migrate(handle)));
        expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(4).fill('fulfilled'));
        const journal = JSON.parse(
          await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
        ) as {
          entries: unknown[];
        };
        const client = new pg.Client({ connectionString: url.toString() });
        await client.connect();
        try {
          const rows = await client.query<{ hash: string; n: string }>(
            'select hash, count(*)::text as n from drizzle.__drizzle_migrations group by hash',
          );
          expect(rows.rows).toHaveLength(journal.entries.length);
          expect(rows.rows.every((row) => row.n === '1')).toBe(true);
          const locks = await client.query("select 1 from pg_locks where locktype = 'advisory'");
          expect(locks.rows).toHaveLength(0);
        } finally {
          await client.end();
        }
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
      }
    } finally {
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  }, 120_000);
});
