import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import { assertSafeText } from './text-input.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A multipart route's form, for its OpenAPI entry only: Fastify cannot validate a stream of
     * parts, so the handler reads the form and checks `fields` itself.
     */
    form?: { fields: z.ZodObject; files?: readonly string[] };
  }
}

/** A multipart route's OpenAPI entry lists its form's fields and files, as a JSON route's lists its body. */
export function withFormsInOpenApi(
  transform: SwaggerTransform<FastifySchema>,
): SwaggerTransform<FastifySchema> {
  return (input) => {
    const form = input.route.config?.form;
    if (!form || input.schema.body) return transform(input);
    const files = Object.fromEntries((form.files ?? []).map((name) => [name, z.file().optional()]));
    return transform({ ...input, schema: { ...input.schema, body: form.fields.extend(files) } });
  };
}

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
