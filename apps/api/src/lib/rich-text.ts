import { createRequire } from 'node:module';
import { RICH_TEXT_SANITIZE_OPTIONS } from '@scrivania/core/rich-text';
import type createDOMPurify from 'dompurify';
import type { JSDOM } from 'jsdom';

type Purifier = ReturnType<typeof createDOMPurify>;

const require = createRequire(import.meta.url);
let purify: Purifier | undefined;

/**
 * jsdom costs the process about 70 MB resident, and only hosts and operators saving rich text need it:
 * it is loaded by the first save, not at start (decision 046). Both packages ship CommonJS, so loading
 * stays synchronous. One window for the process: DOMPurify only parses into it, and keeps nothing
 * between calls.
 */
function purifier(): Purifier {
  if (!purify) {
    const { JSDOM: Dom } = require('jsdom') as { JSDOM: typeof JSDOM };
    const create = require('dompurify') as typeof createDOMPurify;
    purify = create(new Dom('').window);
  }
  return purify;
}

/** Rich text a person typed, cleaned by the sanitiser the pages use before they show server HTML. */
export function sanitizeRichText(html: string): string {
  return purifier().sanitize(html, RICH_TEXT_SANITIZE_OPTIONS);
}
