import { messages } from '@scrivania/core/messages.it';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ZodError } from 'zod';

/** A refusal the user should read: its status and an Italian message go out as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A refusal by an attempt limit: a 429 that says when trying again can work (Retry-After). */
export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    readonly retryAt: Date,
  ) {
    super(429, message);
    this.name = 'TooManyRequestsError';
  }
}

/** A 400 for input validated inside a handler (multipart forms), in the same shape as schema errors. */
export class FieldErrors extends HttpError {
  constructor(readonly errors: Record<string, string>) {
    super(400, [...new Set(Object.values(errors))].join('\n'));
    this.name = 'FieldErrors';
  }

  static fromZod(error: ZodError): FieldErrors {
    const errors: Record<string, string> = {};
    for (const issue of error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
    return new FieldErrors(errors);
  }
}

/** Core's rule-ordered schemas report one message for the whole form, as the services used to. */
const isOneMessage = (params: unknown) =>
  typeof params === 'object' && params !== null && 'oneMessage' in params && params.oneMessage === true;

/** The one place that turns any failure into `{ success: false, message }`; details stay in the logs. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A malformed id in the path names no resource: that is a 404, not a form error.
      if (error.validationContext === 'params') {
        return reply.code(404).send({ success: false, message: messages.api.notFound });
      }
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        errors[field] ??= issue.message ?? messages.api.invalidInput;
      }
      const message = [...new Set(Object.values(errors))].join('\n') || messages.api.invalidInput;
      const [first] = error.validation;
      if (error.validation.length === 1 && isOneMessage(first?.params['params'])) {
        return reply.code(400).send({ success: false, message });
      }
      return reply.code(400).send({ success: false, message, errors });
    }
    if (error instanceof TooManyRequestsError) {
      reply.header('retry-after', Math.max(1, Math.ceil((error.retryAt.getTime() - Date.now()) / 1000)));
    }
    if (error instanceof HttpError) {
      const errors = error instanceof FieldErrors ? { errors: error.errors } : {};
      return reply.code(error.statusCode).send({ success: false, message: error.message, ...errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ success: false, message: messages.api.internal });
    }
    if (status === 413)
      return reply.code(413).send({ success: false, message: messages.api.payloadTooLarge });
    if (status === 429)
      return reply.code(429).send({ success: false, message: messages.api.tooManyRequests });
    if (status === 404) return reply.code(404).send({ success: false, message: messages.api.notFound });
    request.log.info({ err: error }, 'request refused');
    // Fastify's own 4xx (bad JSON, wrong content type) carry English technical texts; users get ours.
    return reply.code(status).send({ success: false, message: messages.api.invalidInput });
  });
}
