import { messages } from '@scrivania/core/messages.it';
import { HttpError } from '../../plugins/errors.ts';

/** The content, or a 404 in the API's error shape when the row does not exist (yet). */
export function found<T>(value: T | undefined, message: string = messages.api.notFound): T {
  if (value === undefined) throw new HttpError(404, message);
  return value;
}
