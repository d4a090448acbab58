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
import { requireUser } from '../../plugins/auth.ts';
import { createChatService } from './chat-service.ts';

const tags = ['chat'];
const security = [{ bearer: [] }];
const refusals = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

/** The chat calls of SPEC section 7, for the session's user only; `sender_id` in a body is never trusted. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createChatService(app);

  app.get(
    '/chat/total-msg-count',
    { schema: { tags, security, response: { 200: ChatTotalCountResponseSchema, 401: ErrorResponseSchema } } },
    async (request) => ({
      success: true as const,
      count: await service.unreadTotal(requireUser(request).id),
    }),
  );

  app.get(
    '/chat/user-list',
    { schema: { tags, security, response: { 200: ChatUserListResponseSchema, 401: ErrorResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: { user_list: await service.userList(requireUser(request).id) },
    }),
  );

  app.post(
    '/chat/get-message/:userId',
    {
      schema: {
        tags,
        security,
        params: ChatUserParamSchema,
        body: ChatHistoryBodySchema,
        response: { 200: ChatHistoryResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const me = requireUser(request);
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
      schema: {
        tags,
        security,
        body: ChatSendBodySchema,
        response: { 200: ChatSendResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const data = await service.send(me.id, request.body.user_id, request.body.body);
      return { success: true as const, message: messages.chat.sent, data };
    },
  );

  app.post(
    '/chat/contact-host',
    {
      schema: {
        tags,
        security,
        body: ChatContactHostBodySchema,
        response: { 200: ChatContactHostResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.contactHost(requireUser(request).id, request.body.property_id),
    }),
  );
};
