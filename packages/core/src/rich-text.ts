/**
 * What rich text from the server may keep, for DOMPurify in the browser and on the server alike:
 * HTML only, and no style attributes, which the content security policy refuses (decision 017).
 */
export const RICH_TEXT_SANITIZE_OPTIONS = {
  USE_PROFILES: { html: true },
  FORBID_ATTR: ['style'],
};
