import { messages } from '@scrivania/core/messages.it';
import { unsafeTextField } from '@scrivania/core/safe-text';
import type { FastifyInstance } from 'fastify';
import { FieldErrors } from './errors.ts';

/** A 400 naming the field when any text of the input is one PostgreSQL cannot store. */
export function assertSafeText(input: unknown) {
  const field = unsafeTextField(input);
  if (field !== undefined) throw new FieldErrors({ [field]: messages.api.unsafeText });
}

/**
 * Checks the text of every route's parsed input (path, query, JSON or text body) before its schema
 * does, so no route can pass a NUL or an unpaired surrogate on to the database, whatever its schema
 * says. Multipart fields are read inside their handlers, by `readMultipartForm`, which checks them too.
 */
export function registerTextInputCheck(app: FastifyInstance) {
  // A callback hook: an async one cost a promise on every request, for a check that never waits.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      assertSafeText(request.params);
      assertSafeText(request.query);
      assertSafeText(request.body);
      done();
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
