/**
 * Text PostgreSQL cannot store or that no keyboard types: the NUL character (PostgreSQL refuses it in
 * text, so it would fail a query instead of a form) and UTF-16 surrogates without their pair (no
 * character at all; written out they silently become U+FFFD).
 */
const UNSAFE_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isSafeText(text: string): boolean {
  return !UNSAFE_TEXT.test(text);
}

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || '_';
}

/**
 * The dotted path ('_' for the input itself) of an unsafe string in parsed input, object keys included
 * (reported as the key's place, '_'), or undefined when all of it is safe. Iterative, each value seen
 * once: a deeply nested or very long body cannot exhaust the stack or the memory.
 */
export function unsafeTextField(input: unknown): string | undefined {
  const pending: Visit[] = [{ value: input, key: '', parent: undefined }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === 'string') {
      if (!isSafeText(value)) return pathOf(visit);
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries())
        pending.push({ value: item, key: String(index), parent: visit });
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (!isSafeText(key)) return pathOf({ value: key, key: '_', parent: visit });
        pending.push({ value: item, key, parent: visit });
      }
    }
  }
  return undefined;
}
