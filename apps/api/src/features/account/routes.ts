import {
  ChangePasswordBodySchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  LoginRefusedSchema,
  LoginResponseSchema,
  ProfileResponseSchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  ResetPasswordQuerySchema,
} from '@scrivania/core/account/schemas';
import { ErrorResponseSchema, MessageResponseSchema } from '@scrivania/core/common';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore, requireUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { createImageStorage } from '../../providers/image-storage.ts';
import { createAccountRepository } from './account-repository.ts';
import { clientInfo, createAccountService } from './account-service.ts';
import { emailRoutes } from './email-routes.ts';
import { toProfile } from './profile-mapper.ts';
import { updateProfile } from './profile-update.ts';

const tags = ['account'];
const bearer = [{ bearer: [] }];
const refusals = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAccountService(app);
  const accounts = createAccountRepository(app.db);
  const images = createImageStorage(app.config.imagesDir);
  await app.register(emailRoutes);

  app.post(
    '/register',
    { schema: { tags, body: RegisterBodySchema, response: { 200: MessageResponseSchema, ...refusals } } },
    async (request) => ({
      success: true,
      message: await service.register(request.body, clientInfo(request)),
    }),
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema, ...refusals, 401: LoginRefusedSchema },
      },
    },
    async (request, reply) => {
      try {
        const token = await service.login(request.body.email, request.body.password, clientInfo(request));
        noStore(reply);
        return { success: true as const, token, message: messages.account.loginSuccess };
      } catch (error) {
        // A refused login carries the error flag, so the screen shows the server's words.
        if (error instanceof HttpError && error.statusCode === 401) {
          return reply.code(401).send({ success: false, error: true, message: error.message });
        }
        throw error;
      }
    },
  );

  app.post(
    '/logout',
    {
      schema: { tags, security: bearer, response: { 200: MessageResponseSchema, 401: ErrorResponseSchema } },
    },
    async (request) => {
      await service.logout(requireUser(request).sessionId);
      return { success: true, message: messages.account.logoutSuccess };
    },
  );

  app.post(
    '/forget-password',
    {
      schema: { tags, body: ForgotPasswordBodySchema, response: { 200: MessageResponseSchema, ...refusals } },
    },
    async (request) => {
      await service.forgotPassword(request.body.email, clientInfo(request));
      return { success: true, message: messages.account.forgotSuccess };
    },
  );

  app.post(
    '/reset-passwords',
    {
      schema: {
        tags,
        querystring: ResetPasswordQuerySchema,
        body: ResetPasswordBodySchema,
        response: { 200: MessageResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { password, password_confirmation: confirmation } = request.body;
      await service.resetPassword(request.query.token, password, confirmation, clientInfo(request));
      return { success: true, message: messages.account.resetSuccess };
    },
  );

  app.get(
    '/profile',
    {
      schema: { tags, security: bearer, response: { 200: ProfileResponseSchema, 401: ErrorResponseSchema } },
    },
    async (request) => {
      const user = await accounts.findById(requireUser(request).id);
      if (!user) throw new HttpError(401, messages.account.unauthenticated);
      return { success: true as const, data: toProfile(user) };
    },
  );

  app.post(
    '/profile/update',
    {
      schema: {
        tags,
        security: bearer,
        consumes: ['multipart/form-data'],
        response: { 200: MessageResponseSchema, ...refusals, 413: ErrorResponseSchema },
      },
    },
    async (request) => {
      await updateProfile(app, images, requireUser(request).id, request);
      return { success: true, message: messages.account.profileUpdated };
    },
  );

  app.post(
    '/profile/changePasswords',
    {
      schema: {
        tags,
        security: bearer,
        body: ChangePasswordBodySchema,
        response: { 200: MessageResponseSchema, ...refusals },
      },
    },
    async (request) => {
      await service.changePassword(requireUser(request), request.body, clientInfo(request));
      return { success: true, message: messages.account.changeSuccess };
    },
  );
};
