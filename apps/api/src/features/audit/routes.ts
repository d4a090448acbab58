import { AuditLogQuerySchema, AuditLogResponseSchema } from '@scrivania/core/audit/schemas';
import { ErrorResponseSchema } from '@scrivania/core/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consolePage } from '../../lib/page-rows.ts';
import { createAuditRepository } from './audit-repository.ts';

const AUDIT_PAGE_SIZE = 50;

/** The operator console's audit log: every console change, who made it and what it changed. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createAuditRepository(app.db);

  app.get(
    '/admin/audit-log',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        description:
          'Il registro attività della console: ogni modifica, chi l’ha fatta, quando e il prima → dopo; dalla più recente, 50 per pagina, filtrabile per tipo (`kind`) e per utente (`actor_id`).',
        querystring: AuditLogQuerySchema,
        response: {
          200: AuditLogResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const { kind, actor_id: actorId, page } = request.query;
      const { rows, hasMore } = await repository.page(
        { kind, actorId },
        { limit: AUDIT_PAGE_SIZE, offset: (page - 1) * AUDIT_PAGE_SIZE },
      );
      return {
        success: true as const,
        data: consolePage(
          rows.map((row) => ({
            _id: row.id,
            at: row.at.toISOString(),
            kind: row.kind,
            target_type: row.targetType,
            target_id: row.targetId,
            actor:
              row.actorId === null
                ? null
                : { _id: row.actorId, name: row.actorName ?? '', email: row.actorEmail ?? '' },
            before: row.before,
            after: row.after,
          })),
          hasMore,
          page,
          AUDIT_PAGE_SIZE,
        ),
      };
    },
  );
};
