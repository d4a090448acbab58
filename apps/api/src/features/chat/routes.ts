import {
  CHAT_PAGE_SIZE,
  ChatContactHostBodySchema,
  ChatContactHostResponseSchema,
  ChatHistoryBodySchema,
  ChatHistoryResponseSchema,
  ChatSendBodySchema,
  ChatSendResponseSchema,
  ChatTotalCountResponseSchema,
  ChatUserListResponseSchema,
  ChatUserParamSchema,
} from '@scrivania/core/chat/schemas';
import { ErrorResponseSchema } from '@scrivania/core/common';
import { messages } from '@scrivania/core/messages.it';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth.ts';
import { registerUnreadMessagesMail } from './chat-mail-jobs.ts';
import { createChatService } from './chat-service.ts';

const tags = ['chat'];
const refusals = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

/** The chat calls of SPEC section 7, for the session's user only; `sender_id` in a body is never trusted. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createChatService(app);
  registerUnreadMessagesMail(app);

  app.get(
    '/chat/total-msg-count',
    {
      config: { access: 'user' },
      schema: { tags, response: { 200: ChatTotalCountResponseSchema, 401: ErrorResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      count: await service.unreadTotal(signedInUser(request).id),
    }),
  );

  app.get(
    '/chat/user-list',
    {
      config: { access: 'user' },
      schema: { tags, response: { 200: ChatUserListResponseSchema, 401: ErrorResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: { user_list: await service.userList(signedInUser(request).id) },
    }),
  );

  app.post(
    '/chat/get-message/:userId',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: ChatUserParamSchema,
        body: ChatHistoryBodySchema,
        response: { 200: ChatHistoryResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const me = signedInUser(request);
      const { before, limit = CHAT_PAGE_SIZE } = request.body;
      return {
        success: true as const,
        data: await service.history(me.id, request.params.userId, { before, limit }),
      };
    },
  );

  app.post(
    '/chat/send-message',
    {
      config: { access: 'user' },
      schema: {
        tags,
        body: ChatSendBodySchema,
        response: { 200: ChatSendResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const me = signedInUser(request);
      const { user_id, body, property_id } = request.body;
      const data = await service.send(me.id, user_id, body, property_id);
      return { success: true as const, message: messages.chat.sent, data };
    },
  );

  app.post(
    '/chat/contact-host',
    {
      config: { access: 'user' },
      schema: {
        tags,
        body: ChatContactHostBodySchema,
        response: { 200: ChatContactHostResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.contactHost(signedInUser(request).id, request.body.property_id),
    }),
  );
};
