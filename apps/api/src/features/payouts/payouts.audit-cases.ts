import type { AuditCase } from '../../test/admin-fixtures.ts';

export const auditCases: AuditCase[] = [
  {
    route: 'PUT /backend/api/admin/settings/commission',
    kind: 'commission.update',
    prepare: async () => ({
      url: '/backend/api/admin/settings/commission',
      payload: { commission_percent: 10 },
    }),
  },
];
