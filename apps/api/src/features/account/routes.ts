import {
  ChangePasswordBodySchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  LoginRefusedSchema,
  LoginResponseSchema,
  ProfileResponseSchema,
  ProfileUpdateSchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  ResetPasswordQuerySchema,
} from '@scrivania/core/account/schemas';
import { ErrorResponseSchema, MessageResponseSchema } from '@scrivania/core/common';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noStore, signedInUser } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { createImageStorage } from '../../providers/image-storage.ts';
import { createAccountRepository } from './account-repository.ts';
import { clientInfo, createAccountService } from './account-service.ts';
import { emailRoutes } from './email-routes.ts';
import { toProfile } from './profile-mapper.ts';
import { PROFILE_IMAGE_FIELDS, updateProfile } from './profile-update.ts';

const tags = ['account'];
const refusals = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAccountService(app);
  const accounts = createAccountRepository(app.db);
  const images = createImageStorage(app.files);
  await app.register(emailRoutes);

  app.post(
    '/register',
    {
      config: { access: 'public' },
      schema: { tags, body: RegisterBodySchema, response: { 200: MessageResponseSchema, ...refusals } },
    },
    async (request) => ({
      success: true,
      message: await service.register(request.body, clientInfo(request)),
    }),
  );

  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        tags,
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema, ...refusals, 401: LoginRefusedSchema, 403: LoginRefusedSchema },
      },
    },
    async (request, reply) => {
      try {
        const token = await service.login(request.body.email, request.body.password, clientInfo(request));
        noStore(reply);
        return { success: true as const, token, message: messages.account.loginSuccess };
      } catch (error) {
        // A refused login carries the error flag, so the screen shows the server's words.
        if (error instanceof HttpError && (error.statusCode === 401 || error.statusCode === 403)) {
          return reply.code(error.statusCode).send({ success: false, error: true, message: error.message });
        }
        throw error;
      }
    },
  );

  app.post(
    '/logout',
    {
      config: { access: 'user' },
      schema: { tags, response: { 200: MessageResponseSchema, 401: ErrorResponseSchema } },
    },
    async (request) => {
      await service.logout(signedInUser(request).sessionId);
      return { success: true, message: messages.account.logoutSuccess };
    },
  );

  app.post(
    '/forget-password',
    {
      config: { access: 'public' },
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
      config: { access: 'public' },
      schema: {
        tags,
        querystring: ResetPasswordQuerySchema,
        body: ResetPasswordBodySchema,
        response: { 200: MessageResponseSchema, ...refusals },
      },
    },
    async (request) => {
      await service.resetPassword(request.query.token, request.body.password, clientInfo(request));
      return { success: true, message: messages.account.resetSuccess };
    },
  );

  app.get(
    '/profile',
    {
      config: { access: 'user' },
      schema: { tags, response: { 200: ProfileResponseSchema, 401: ErrorResponseSchema } },
    },
    async (request) => {
      const user = await accounts.findById(signedInUser(request).id);
      if (!user) throw new HttpError(401, messages.account.unauthenticated);
      return { success: true as const, data: toProfile(user) };
    },
  );

  app.post(
    '/profile/update',
    {
      config: { access: 'user', form: { fields: ProfileUpdateSchema, files: PROFILE_IMAGE_FIELDS } },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: MessageResponseSchema, ...refusals, 413: ErrorResponseSchema },
      },
    },
    async (request) => {
      await updateProfile(app, images, signedInUser(request).id, request);
      return { success: true, message: messages.account.profileUpdated };
    },
  );

  app.post(
    '/profile/changePasswords',
    {
      config: { access: 'user' },
      schema: {
        tags,
        body: ChangePasswordBodySchema,
        response: { 200: MessageResponseSchema, ...refusals },
      },
    },
    async (request) => {
      await service.changePassword(signedInUser(request), request.body, clientInfo(request));
      return { success: true, message: messages.account.changeSuccess };
    },
  );
};
