import type { FastifyRequest } from 'fastify';
import { assertSafeText } from './text-input.ts';

/**
 * Reads a multipart form: text fields as strings, the named file fields as buffers (empty files are
 * skipped, others ignored). Size limits are those registered with @fastify/multipart; text PostgreSQL
 * cannot store is a 400, as in every other input.
 */
export async function readMultipartForm<F extends string>(request: FastifyRequest, fileFields: readonly F[]) {
  const fields: Record<string, string> = {};
  const files: Partial<Record<F, Buffer>> = {};
  if (!request.isMultipart()) return { fields, files };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if ((fileFields as readonly string[]).includes(part.fieldname) && data.length > 0)
        files[part.fieldname as F] = data;
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  assertSafeText(fields);
  return { fields, files };
}
