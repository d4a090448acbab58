import { RICH_TEXT_SANITIZE_OPTIONS } from '@scrivania/core/rich-text';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

// One window for the process: DOMPurify only parses into it, and keeps nothing between calls.
const purify = createDOMPurify(new JSDOM('').window);

/** Rich text a person typed, cleaned by the sanitiser the pages use before they show server HTML. */
export function sanitizeRichText(html: string): string {
  return purify.sanitize(html, RICH_TEXT_SANITIZE_OPTIONS);
}
