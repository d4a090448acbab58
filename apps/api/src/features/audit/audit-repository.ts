import type { AuditKind } from '@scrivania/core/audit/schemas';
import type { Db } from '@scrivania/db/client';
import { auditLog, users } from '@scrivania/db/schema';
import { and, desc, eq } from 'drizzle-orm';
import { pageRows } from '../../lib/page-rows.ts';

export interface AuditFilters {
  kind?: AuditKind;
  actorId?: number;
}

/** The audit log, newest first, a page at a time; reads one row more than the page to know if more follow. */
export function createAuditRepository(db: Db) {
  return {
    async page(filters: AuditFilters, { limit, offset }: { limit: number; offset: number }) {
      const rows = await db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          kind: auditLog.kind,
          targetType: auditLog.targetType,
          targetId: auditLog.targetId,
          before: auditLog.before,
          after: auditLog.after,
          actorId: users.id,
          actorName: users.name,
          actorEmail: users.email,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorUserId))
        .where(
          and(
            filters.kind ? eq(auditLog.kind, filters.kind) : undefined,
            filters.actorId ? eq(auditLog.actorUserId, filters.actorId) : undefined,
          ),
        )
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit + 1)
        .offset(offset);
      return pageRows(rows, limit);
    },
  };
}
