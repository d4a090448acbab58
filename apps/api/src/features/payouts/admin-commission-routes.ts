import { messages } from '@scrivania/core/messages.it';
import { CommissionResponseSchema, CommissionSettingsSchema } from '@scrivania/core/payouts/schemas';
import { basisPointsToPercent, percentToBasisPoints } from '@scrivania/core/percent';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consoleConfig,
  operatorId,
  consoleRefusals as refusals,
  consoleTags as tags,
} from '../../plugins/console-routes.ts';
import { recordedChange } from '../audit/audit-service.ts';
import { createPayoutLedgerRepository } from './payout-ledger-repository.ts';

const m = messages.payouts.commission;

/**
 * The operator's commission ('Commissioni'): the percentage every new booking is made with. A booking
 * keeps the one in force when it was made (a trigger copies it), so a change never reprices one.
 */
export const adminCommissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = createPayoutLedgerRepository(app.db);
  const answer = (basisPoints: number, message: string) => ({
    success: true as const,
    message,
    data: { commission_percent: basisPointsToPercent(basisPoints) },
  });

  app.get(
    '/admin/settings/commission',
    {
      config: consoleConfig,
      schema: {
        tags,
        description: 'La commissione della piattaforma sulle nuove prenotazioni, in percentuale.',
        response: { 200: CommissionResponseSchema, ...refusals },
      },
    },
    async () => answer(await repository.commissionBasisPoints(), m.loaded),
  );

  app.put(
    '/admin/settings/commission',
    {
      config: consoleConfig,
      schema: {
        tags,
        description:
          'Cambia la commissione (da 0 a 50, al massimo due decimali): vale per le prenotazioni fatte da ora; quelle già fatte tengono la loro.',
        body: CommissionSettingsSchema,
        response: { 200: CommissionResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const basisPoints = percentToBasisPoints(request.body.commission_percent);
      await recordedChange(
        app.db,
        operatorId(request),
        { kind: 'commission.update', targetType: 'settings', targetId: 'commission' },
        async (tx) => {
          const before = await repository.commissionBasisPoints(tx);
          await repository.setCommissionBasisPoints(tx, basisPoints);
          return {
            before: { commission_percent: basisPointsToPercent(before) },
            after: { commission_percent: basisPointsToPercent(basisPoints) },
            result: undefined,
          };
        },
      );
      return answer(basisPoints, m.saved);
    },
  );
};
