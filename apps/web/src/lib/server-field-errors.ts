import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';

/**
 * The server's word on each field of the form goes under that field, like the schema's would; the
 * words on anything else the form sends (a file, say) are returned, keyed by the name the server used.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  isField: (name: string) => name is Path<T>,
): Record<string, string> {
  const others: Record<string, string> = {};
  if (!(error instanceof ApiError)) return others;
  for (const [name, message] of Object.entries(error.fieldErrors ?? {})) {
    if (isField(name)) setError(name, { type: 'server', message });
    else others[name] = message;
  }
  return others;
}

/** A guard for the keys of a core object schema's shape: the fields a form built on it has. */
export const fieldOf =
  <T extends FieldValues>(shape: object) =>
  (name: string): name is Path<T> =>
    Object.hasOwn(shape, name);

/**
 * What the server answers for these refused fields: each field's message once, joined line by line,
 * so a form that leaves its checks to the server says the same before sending anything.
 */
export function fieldErrorsMessage(errors: FieldErrors): string {
  const messages = Object.values(errors).flatMap((error) =>
    typeof error?.message === 'string' ? [error.message] : [],
  );
  return [...new Set(messages)].join('\n');
}
