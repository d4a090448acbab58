import { ErrorResponseSchema } from '@scrivania/core/common';

/** Every host back-office route: the host role only (decision 022), one OpenAPI tag. */
export const hostConfig = { access: 'host' } as const;
export const hostTags = ['host'];

/**
 * The error answers a host back-office write may give: bad input, no session, another role, another
 * host's record, a conflict, a write limit.
 */
export const hostRefusals = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
};
