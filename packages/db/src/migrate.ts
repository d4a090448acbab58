import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Db, DbHandle, Schema } from './client.ts';

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * The session-level advisory lock every migrating process takes on a PostgreSQL server, so processes
 * starting at once apply each migration once, one after the other; the constant is only this app's.
 */
export const MIGRATION_LOCK_KEY = 7_301_562_048;

/** Applies the committed SQL migrations that are not yet applied. */
export async function migrate(handle: DbHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    return;
  }
  const { pool } = handle;
  if (!pool) throw new Error('a PostgreSQL handle without its pool cannot take the migrations lock');
  // Loaded only with a PostgreSQL server: it brings the driver, which the embedded database never uses.
  const [{ migrate: migrateNodePg }, { drizzle }] = await Promise.all([
    import('drizzle-orm/node-postgres/migrator'),
    import('drizzle-orm/node-postgres'),
  ]);
  // The lock belongs to one connection: the migrations run on that same one, and a process that dies
  // holding it frees it with its connection.
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzle(connection), { migrationsFolder });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}

interface JournalEntry {
  when: number;
  tag: string;
}

function journalEntries(journal: unknown): JournalEntry[] {
  const entries =
    typeof journal === 'object' && journal !== null && 'entries' in journal ? journal.entries : [];
  if (!Array.isArray(entries)) throw new Error('migrations journal without entries');
  return entries.map((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null || !('when' in entry) || !('tag' in entry))
      throw new Error('migrations journal entry without when or tag');
    return { when: Number(entry.when), tag: String(entry.tag) };
  });
}

/**
 * The committed migrations the database has not applied, by tag: none once `migrate` has run here or
 * in any other process. Drizzle applies, in order, those newer than the last one it recorded.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const entries = journalEntries(
    JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')),
  );
  let lastApplied = Number.NEGATIVE_INFINITY;
  try {
    const result: unknown = await db.execute(
      sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
    );
    // Both drivers answer `{ rows }`.
    const rows = typeof result === 'object' && result !== null && 'rows' in result ? result.rows : [];
    const first: unknown = Array.isArray(rows) ? rows[0] : undefined;
    const last = typeof first === 'object' && first !== null && 'last' in first ? first.last : null;
    if (typeof last === 'string') lastApplied = Number(last);
  } catch {
    // No migrations table yet: nothing applied.
  }
  return entries.filter((entry) => entry.when > lastApplied).map((entry) => entry.tag);
}
