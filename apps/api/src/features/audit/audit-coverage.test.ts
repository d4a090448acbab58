/// <reference types="vite/client" />
import { auditLog } from '@scrivania/db/schema';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditCase, createSignedInAdmin } from '../../test/admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const caseModules = import.meta.glob<{ auditCases: AuditCase[] }>('../**/*.audit-cases.ts', { eager: true });
const cases = Object.values(caseModules).flatMap((module) => module.auditCases);
const CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/**
 * No console action happens without its record: every admin route that changes data, read from the
 * app's own route table, is called once as an operator and must leave exactly one audit record of
 * its kind, by that operator, in the same request.
 */
describe('the audit log', () => {
  const changingRoutes = () =>
    t.app.routeAccess
      .filter((route) => route.access === 'admin' && CHANGING.has(route.method))
      .map((route) => `${route.method} ${route.url}`);

  it('has a case for every console route that changes data', () => {
    const covered = new Set(cases.map((c) => c.route));
    expect(changingRoutes().filter((route) => !covered.has(route))).toEqual([]);
  });

  it('names only routes of the app in its cases', () => {
    const routes = new Set(changingRoutes());
    expect(cases.map((c) => c.route).filter((route) => !routes.has(route))).toEqual([]);
  });

  it.for(cases.map((c) => [c.route, c] as const))('%s writes its record', async ([, auditCase]) => {
    const admin = await createSignedInAdmin(t);
    const { url, payload, headers } = await auditCase.prepare(t);
    const method = auditCase.route.split(' ')[0] as 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    const response = await t.app.inject({ method, url, headers: { ...admin.headers, ...headers }, payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const [written] = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, admin.id), eq(auditLog.kind, auditCase.kind)));
    expect(written?.n).toBe(1);
  });
});
