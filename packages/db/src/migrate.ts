import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DbHandle, Schema } from './client.ts';

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
