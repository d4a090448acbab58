import type { AuditCase } from '../../test/admin-fixtures.ts';
import { createUser } from '../../test/factories.ts';

export const auditCases: AuditCase[] = [
  {
    route: 'POST /backend/api/admin/users/:id/block',
    kind: 'user.block',
    async prepare(t) {
      const user = await createUser(t.db);
      return { url: `/backend/api/admin/users/${user.id}/block`, payload: {} };
    },
  },
  {
    route: 'POST /backend/api/admin/users/:id/unblock',
    kind: 'user.unblock',
    async prepare(t) {
      const user = await createUser(t.db, { status: 'blocked' });
      return { url: `/backend/api/admin/users/${user.id}/unblock`, payload: {} };
    },
  },
  {
    route: 'POST /backend/api/admin/users/:id/role',
    kind: 'user.role',
    async prepare(t) {
      const user = await createUser(t.db);
      return { url: `/backend/api/admin/users/${user.id}/role`, payload: { role: 'host' } };
    },
  },
];
