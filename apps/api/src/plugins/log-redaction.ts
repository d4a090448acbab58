import type { DestinationStream, LoggerOptions } from 'pino';
import { stdSerializers } from 'pino';

/**
 * A reset or verify link opens an account to whoever reads it, and logs are read by more people, and
 * kept longer, than mailboxes. Any value named like a token (`token`, `access_token`, …) is blanked in
 * a query string or a JSON text before a line is written, whatever the level and wherever the text
 * comes from: a request's address, an error's message or stack, a mail that could not be sent.
 */
const TOKEN_IN_QUERY = /([?&;][\w-]*token=)[^&#\s"'<>\\]*/gi;
const TOKEN_IN_JSON = /("[\w-]*token"\s*:\s*)"(?:[^"\\]|\\.)*"?/gi;
const HIDDEN = '[redacted]';

export function withoutTokens(text: string): string {
  if (!/token/i.test(text)) return text;
  return text.replace(TOKEN_IN_QUERY, `$1${HIDDEN}`).replace(TOKEN_IN_JSON, `$1"${HIDDEN}"`);
}

/** Depth enough for an error's cause or a provider's answer; deeper values go out as they are. */
const MAX_DEPTH = 6;

function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return withoutTokens(value);
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  // Errors go through the `err` serializer below; other instances are written as pino writes them.
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrub(item, depth + 1)]));
}

/** The app's pino options: the level (and a stream, for tests) with every line's tokens blanked. */
export function redactingLogger(options: { level: string; stream?: DestinationStream }): LoggerOptions & {
  stream?: DestinationStream;
} {
  return {
    ...options,
    // An error's message, stack, cause and own fields, made plain first: errors are rare enough to afford it.
    serializers: {
      err: (error: Error) => scrub(JSON.parse(JSON.stringify(stdSerializers.err(error)))),
    },
    formatters: { log: (object) => scrub(object) as Record<string, unknown> },
    hooks: {
      logMethod(args, method) {
        // The message and its format arguments; an object argument went through `formatters.log`.
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? withoutTokens(arg) : arg)) as Parameters<
            typeof method
          >,
        );
      },
    },
  };
}
