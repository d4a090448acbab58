import { ErrorResponseSchema } from '@scrivania/core/common';
import type { FastifyRequest } from 'fastify';
import { signedInUser } from './auth.ts';

/** Every operator console route: the admin role only (decision 022), one OpenAPI tag. */
export const consoleConfig = { access: 'admin' } as const;
export const consoleTags = ['admin'];

/** The error answers a console route may give: bad input, no session, another role, no such record, a conflict. */
export const consoleRefusals = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
};

/** The operator making a console change, named in its audit record. */
export const operatorId = (request: FastifyRequest) => signedInUser(request).id;
