import {
  CancelBookingBodySchema,
  CancelBookingResponseSchema,
  CancellationQuoteResponseSchema,
} from '@scrivania/core/booking/cancellation-schemas';
import { ErrorResponseSchema, PathIdParamSchema } from '@scrivania/core/common';
import { messages } from '@scrivania/core/messages.it';
import { centsToEuro } from '@scrivania/core/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth.ts';
import { clientInfo, profileIban } from '../account/account-service.ts';
import { createCancellationService } from './cancellation-service.ts';

const tags = ['booking'];

/** A guest's own cancellation: the refund the policy gives now, and the cancellation itself (decision 037). */
export const cancellationRoutes: FastifyPluginAsyncZod = async (app) => {
  const cancellations = createCancellationService(app);

  app.get(
    '/booking/:id/cancellation',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: PathIdParamSchema,
        response: {
          200: CancellationQuoteResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: messages.booking.cancellation.quoted,
      data: await cancellations.quote(request.params.id, signedInUser(request).id),
    }),
  );

  app.post(
    '/booking/:id/cancel',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: PathIdParamSchema,
        body: CancelBookingBodySchema,
        response: {
          200: CancelBookingResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await profileIban.confirmChange(app, user.id, {
        iban: request.body?.iban,
        password: request.body?.current_password,
        ip: clientInfo(request).ip,
      });
      const done = await cancellations.cancel(
        request.params.id,
        { kind: 'guest', userId: user.id },
        request.body ?? {},
        request.log,
      );
      return {
        success: true as const,
        message: cancellations.message(done),
        data: {
          _id: done.bookingId,
          status: 'cancelled' as const,
          refund_amount: centsToEuro(done.refundCents),
          refund_amount_cents: done.refundCents,
          refund: done.refund,
        },
      };
    },
  );
};
