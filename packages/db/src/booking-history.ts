import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Names who makes the booking status changes of the current transaction, and why: the trigger of
 * migration 0010 writes them into `booking_status_changes` beside each change. The settings last
 * until the transaction ends, so this must run inside `db.transaction`; a change made without it
 * is recorded with no actor (a booking's creation: its guest) and no reason.
 */
export async function recordStatusChangeBy(
  tx: Db,
  by: { actorUserId: number | null; reason?: string | null },
): Promise<void> {
  await tx.execute(
    sql`select set_config('scrivania.actor_id', ${by.actorUserId === null ? '' : String(by.actorUserId)}, true), set_config('scrivania.status_reason', ${by.reason ?? ''}, true)`,
  );
}
