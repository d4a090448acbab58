import type { Db } from '@scrivania/db/client';
import { sessions, users } from '@scrivania/db/schema';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { hashToken, newToken } from './tokens.ts';

export const SESSION_TTL_MS = 30 * 24 * 3600_000;

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
        .select({ sessionId: sessions.id, userId: users.id, role: users.role, status: users.status })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
          ),
        )
        .limit(1);
      return row;
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
