import type { AuditKind } from '@scrivania/core/audit/schemas';
import { createSessionToken, createUser } from './factories.ts';
import type { TestApp } from './test-app.ts';

/** A new operator (admin) with a live session. */
export async function createSignedInAdmin(t: TestApp) {
  const admin = await createUser(t.db, { role: 'admin' });
  const token = await createSessionToken(t.db, admin.id, t.app.config.sessionSecret);
  return { ...admin, token, headers: { authorization: `Bearer ${token}` } };
}

/**
 * How to make one console route change something, for the audit coverage test: every console route
 * that changes data has a case in a `*.audit-cases.ts` file beside its feature, or that test fails.
 */
export interface AuditCase {
  /** The route as the app's route table names it, e.g. 'POST /backend/api/admin/faqs'. */
  route: string;
  kind: AuditKind;
  /**
   * Creates what the call needs; answers the concrete address and body of a call that succeeds (a
   * multipart body comes as bytes with its own content-type header).
   */
  prepare(
    t: TestApp,
  ): Promise<{ url: string; payload?: Record<string, unknown> | Buffer; headers?: Record<string, string> }>;
}
