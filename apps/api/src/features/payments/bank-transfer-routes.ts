import { PathIdParamSchema } from '@scrivania/core/common';
import { messages } from '@scrivania/core/messages.it';
import {
  BankTransferBodySchema,
  BankTransferReceivedBodySchema,
  PaymentResultResponseSchema,
} from '@scrivania/core/payments/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BankAccount } from '../../config-payments.ts';
import { signedInUser } from '../../plugins/auth.ts';
import type { createBankTransferService } from './bank-transfer-service.ts';
import { paidAnswer, refusals, tags } from './routes.ts';

type BankTransfers = ReturnType<typeof createBankTransferService>;
const t = messages.payments;

/** The guest chooses bank transfer: the booking waits, with the longer hold, for money sent to `bank`. */
export function transferRequestRoute(transfers: BankTransfers, bank: BankAccount): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/payment/bank-transfer',
      {
        config: { access: 'user' },
        schema: {
          tags,
          body: BankTransferBodySchema,
          response: { 200: PaymentResultResponseSchema, ...refusals },
        },
      },
      async (request) => {
        await transfers.request(signedInUser(request).id, request.body.booking_id, bank, request.log);
        return {
          success: true as const,
          message: t.transferAwaited,
          data: { _id: request.body.booking_id, status: 'awaiting_transfer' },
        };
      },
    );
  };
}

/**
 * An admin marks the money received. Registered whatever is offered now: bookings switched while
 * bank transfer was offered still wait for their confirmation.
 */
export function transferReceivedRoute(transfers: BankTransfers): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/payment/bank-transfer/:id/received',
      {
        // The transfer goes to the operator's account: only the operator can say it arrived.
        config: { access: 'admin' },
        schema: {
          tags,
          params: PathIdParamSchema,
          body: BankTransferReceivedBodySchema,
          response: { 200: PaymentResultResponseSchema, ...refusals },
        },
      },
      async (request) => {
        const { id } = request.params;
        const { recordedBefore } = await transfers.markReceived(
          signedInUser(request).id,
          id,
          request.body?.amount,
          request.log,
        );
        return recordedBefore ? paidAnswer(id) : { ...paidAnswer(id), message: t.transferReceived };
      },
    );
  };
}
