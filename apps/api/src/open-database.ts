import { type DbHandle, type DbTarget, openDb } from '@scrivania/db/client';
import { EmbeddedDatabaseInUseError } from '@scrivania/db/embedded-lock';

/**
 * Opens the database for the server or a database command; an embedded database another process holds
 * stops the command with its one line instead of a stack trace.
 */
export async function openDatabaseOrExit(target: DbTarget): Promise<DbHandle> {
  try {
    return await openDb(target);
  } catch (error) {
    if (error instanceof EmbeddedDatabaseInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
