import type { UserRole } from '@scrivania/core/domain';
import type { Db } from '@scrivania/db/client';
import { hashToken } from '../../lib/tokens.ts';
import { createSessionRepository, LAST_SEEN_PRECISION_MS } from './session-repository.ts';

export interface SessionUser {
  id: number;
  role: UserRole;
  sessionId: number;
}

/**
 * What the rest of the app knows of sessions: the user of a live token (the auth plugin gets this
 * when the app registers it; the chat socket gets its token in a frame), or null.
 */
export function createSessionLookup(db: Db, secret: string) {
  const repository = createSessionRepository(db);
  return async (token: string): Promise<SessionUser | null> => {
    const session = await repository.findActive(hashToken(token, secret));
    if (session?.status !== 'active') return null;
    // Most requests find the session seen within the hour and write nothing.
    if (Date.now() - session.lastSeenAt.getTime() >= LAST_SEEN_PRECISION_MS)
      await repository.seen(session.sessionId);
    return { id: session.userId, role: session.role, sessionId: session.sessionId };
  };
}

/** Which of these sessions still work: the chat closes the sockets of the others. */
export function liveSessionIds(db: Db, ids: number[]): Promise<Set<number>> {
  return createSessionRepository(db).liveIds(ids);
}
