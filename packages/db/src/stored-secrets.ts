import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { appSecrets } from './schema.ts';

/**
 * The secret the database keeps under `name`, made on first use. Processes starting at once each
 * offer one; the first insert wins and every process reads back the same value.
 */
export async function storedSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`the secret ${name} was neither found nor made`);
  return row.value;
}

export const SESSION_SECRET_NAME = 'session';
