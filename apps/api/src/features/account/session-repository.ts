import type { Db } from '@scrivania/db/client';
import { sessions, users } from '@scrivania/db/schema';
import { and, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { hashToken, newToken } from '../../lib/tokens.ts';

export const SESSION_TTL_MS = 30 * 24 * 3600_000;
/** A session nobody has used for this long ends, whatever its expiry says. */
export const SESSION_IDLE_MS = 7 * 24 * 3600_000;
/**
 * 'Last seen' is kept to this precision: a session is written at most once an hour, not on every
 * signed-in request, and idleness is measured to the hour.
 */
export const LAST_SEEN_PRECISION_MS = 3600_000;

const ms = (value: number) => sql`now() - ${value}::integer * interval '1 millisecond'`;

/** A session that still works: not revoked, not expired, used within the idle limit. */
const live = () =>
  and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
    gt(sessions.lastSeenAt, ms(SESSION_IDLE_MS)),
  );

export function createSessionRepository(db: Db) {
  return {
    async insert(values: { userId: number; tokenHash: string; userAgent: string | null; ip: string | null }) {
      const [row] = await db
        .insert(sessions)
        .values({ ...values, expiresAt: new Date(Date.now() + SESSION_TTL_MS) })
        .returning({ id: sessions.id });
      return row;
    },
    /** The live session for a token hash, with its user. */
    async findActive(tokenHash: string) {
      const [row] = await db
        .select({
          sessionId: sessions.id,
          lastSeenAt: sessions.lastSeenAt,
          userId: users.id,
          role: users.role,
          status: users.status,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), live()))
        .limit(1);
      return row;
    },
    /** Notes that a session was used, unless that was noted less than an hour ago. */
    async seen(sessionId: number) {
      await db
        .update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, ms(LAST_SEEN_PRECISION_MS))));
    },
    /** Which of these sessions still work. */
    async liveIds(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(inArray(sessions.id, ids), live()));
      return new Set(rows.map((row) => row.id));
    },
    async revoke(sessionId: number) {
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
    },
    /** Ends every session of a user except, optionally, the one in use. */
    async revokeAllOf(userId: number, exceptSessionId?: number) {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (exceptSessionId !== undefined) conditions.push(ne(sessions.id, exceptSessionId));
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(...conditions));
    },
  };
}

/** Opens a session for a user and returns its bearer token; only the token's keyed hash is stored. */
export async function startSession(
  db: Db,
  secret: string,
  userId: number,
  client: { ip: string | null; userAgent: string | null },
) {
  const token = newToken();
  await createSessionRepository(db).insert({ userId, tokenHash: hashToken(token, secret), ...client });
  return token;
}
