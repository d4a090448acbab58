import type { AuditKind } from '@scrivania/core/audit/schemas';
import type { Db } from '@scrivania/db/client';
import { auditLog } from '@scrivania/db/schema';

/** What a console change touches; a created record's id is known only once `apply` has run. */
export interface ConsoleChange {
  kind: AuditKind;
  targetType: string;
  targetId?: string | number;
}

/** What `apply` did: the record before and after (null when it did not or no longer exists). */
export interface AppliedChange<T> {
  before: unknown;
  after: unknown;
  result: T;
  targetId?: string | number;
}

/**
 * The only way the operator console changes anything: `apply` runs in a transaction that also writes
 * the audit record, so a change without its record (or a record of a change that rolled back) cannot
 * exist. Throwing in `apply` leaves both undone.
 */
export async function recordedChange<T>(
  db: Db,
  actorUserId: number,
  change: ConsoleChange,
  apply: (tx: Db) => Promise<AppliedChange<T>>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const applied = await apply(tx);
    const targetId = applied.targetId ?? change.targetId;
    if (targetId === undefined) throw new Error(`console change ${change.kind} names no record`);
    await writeAuditRecord(tx, actorUserId, { ...change, targetId }, applied);
    return applied.result;
  });
}

/**
 * The record alone, for a change that runs inside a transaction another service owns (a transfer
 * marked received goes through the payments' own transaction): call it in that transaction.
 */
export async function writeAuditRecord(
  tx: Db,
  actorUserId: number,
  change: ConsoleChange & { targetId: string | number },
  values: { before: unknown; after: unknown },
) {
  await tx.insert(auditLog).values({
    actorUserId,
    kind: change.kind,
    targetType: change.targetType,
    targetId: String(change.targetId),
    before: values.before ?? null,
    after: values.after ?? null,
  });
}
