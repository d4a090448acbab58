import { VerifyEmailBodySchema } from '@scrivania/core/account/token-schemas';
import { ErrorResponseSchema, MessageResponseSchema } from '@scrivania/core/common';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { createAccountRepository } from './account-repository.ts';
import { createEmailVerification } from './email-verification.ts';

const tags = ['account'];

/** Opening a mailed verification link, and asking for a new one. */
export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  const verification = createEmailVerification(app);

  app.post(
    '/verify-email',
    {
      config: { access: 'public' },
      schema: {
        tags,
        body: VerifyEmailBodySchema,
        response: { 200: MessageResponseSchema, 400: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      const outcome = await verification.confirm(request.body.token);
      return { success: true, message: messages.account.verify[outcome] };
    },
  );

  app.post(
    '/profile/verify-email/resend',
    {
      config: { access: 'user' },
      schema: {
        tags,
        response: {
          200: MessageResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = await createAccountRepository(app.db).findById(signedInUser(request).id);
      if (!user) throw new HttpError(401, messages.account.unauthenticated);
      await verification.resend(user);
      return { success: true, message: messages.account.verify.sent };
    },
  );
};
