import {
  AdminRefundBodySchema,
  AdminRefundListQuerySchema,
  AdminRefundListResponseSchema,
  AdminRefundResponseSchema,
} from '@scrivania/core/booking/cancellation-schemas';
import { PathIdParamSchema } from '@scrivania/core/common';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consoleConfig,
  operatorId,
  consoleRefusals as refusals,
  consoleTags as tags,
} from '../../plugins/console-routes.ts';
import { createRefundService } from './refund-service.ts';

/**
 * The operator's refunds: any amount up to what is left of a paid booking, the list of all of them,
 * a failed one asked again, one whose answer was lost asked again under its key, and a bank transfer's
 * one marked sent.
 */
export const adminRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  const refunds = createRefundService(app);

  app.post(
    '/admin/bookings/:id/refund',
    {
      config: consoleConfig,
      schema: {
        tags,
        description:
          'Rimborsa all’ospite un importo in centesimi, fino a quanto resta da rimborsare, con un motivo; la prenotazione resta com’è.',
        params: PathIdParamSchema,
        body: AdminRefundBodySchema,
        response: { 200: AdminRefundResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: messages.booking.cancellation.operatorRefunded,
      data: await refunds.operatorRefund(request.params.id, operatorId(request), request.body),
    }),
  );

  app.post(
    '/admin/refunds/:id/retry',
    {
      config: consoleConfig,
      schema: {
        tags,
        description:
          'Chiede di nuovo al provider un rimborso fallito, con una nuova chiave di idempotenza; due richieste insieme lo chiedono una volta sola (la seconda riceve 409).',
        params: PathIdParamSchema,
        response: { 200: AdminRefundResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: messages.booking.cancellation.retried,
      data: await refunds.retry(request.params.id, operatorId(request)),
    }),
  );

  app.post(
    '/admin/refunds/:id/resend',
    {
      config: consoleConfig,
      schema: {
        tags,
        description:
          'Chiede di nuovo al provider un rimborso con carta o PayPal rimasto in corso senza risposta, con la sua stessa chiave di idempotenza: un rimborso già fatto torna com’era, mai due volte. Risponde con l’esito registrato; 409 per un rimborso che non è in corso senza risposta o è un bonifico.',
        params: PathIdParamSchema,
        response: { 200: AdminRefundResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { refund, message } = await refunds.resend(request.params.id, operatorId(request));
      return { success: true as const, message, data: refund };
    },
  );

  app.post(
    '/admin/refunds/:id/mark-sent',
    {
      config: consoleConfig,
      schema: {
        tags,
        description:
          'Segna come inviato il bonifico di un rimborso in attesa: il rimborso risulta riuscito e il registro attività dice chi e quando.',
        params: PathIdParamSchema,
        response: { 200: AdminRefundResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      message: messages.booking.cancellation.markedSent,
      data: await refunds.markSent(request.params.id, operatorId(request)),
    }),
  );

  app.get(
    '/admin/refunds',
    {
      config: consoleConfig,
      schema: {
        tags,
        description: 'I rimborsi, dal più recente (al massimo 200); `status` tiene quelli in quello stato.',
        querystring: AdminRefundListQuerySchema,
        response: { 200: AdminRefundListResponseSchema, ...refusals },
      },
    },
    async (request) => ({ success: true as const, data: await refunds.list(request.query.status) }),
  );
};
