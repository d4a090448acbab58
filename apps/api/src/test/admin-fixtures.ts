import type { AuditKind } from '@scrivania/core/audit/schemas';
import { afterAll, beforeAll } from 'vitest';
import { createSessionToken, createUser } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** A new operator (admin) with a live session. */
export async function createSignedInAdmin(t: TestApp) {
  const admin = await createUser(t.db, { role: 'admin' });
  const token = await createSessionToken(t.db, admin.id, t.app.config.sessionSecret);
  return { ...admin, token, headers: { authorization: `Bearer ${token}` } };
}

function started<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('The console test app starts in beforeAll');
  return value;
}

/** A console test file's app and its signed-in operator, started before its tests and closed after them. */
export function consoleTestApp() {
  let app: TestApp | undefined;
  let operator: Awaited<ReturnType<typeof createSignedInAdmin>> | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    operator = await createSignedInAdmin(app);
  });
  afterAll(async () => {
    await app?.close();
  });
  return { t: () => started(app), admin: () => started(operator) };
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
