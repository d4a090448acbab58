import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../../lib/api-client.ts';

/**
 * Puts the server's refusal under the fields it names, and answers what is left for the form's own
 * line (null when every part went under a field). The catalogue routes refuse one thing with a 409:
 * a name another entry has, so a 409 goes under the name.
 */
export function showServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly Path<T>[],
  fallback: string,
): string | null {
  if (!(error instanceof ApiError)) return fallback;
  const named = Object.entries(error.fieldErrors ?? {}).filter(([field]) =>
    (fields as readonly string[]).includes(field),
  );
  if (named.length === 0 && error.status === 409 && error.message) named.push(['name', error.message]);
  for (const [index, [field, message]] of named.entries())
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  return named.length > 0 ? null : error.message || fallback;
}
