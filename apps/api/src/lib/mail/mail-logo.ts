import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The logo travels inside the mail as an inline part its HTML names by Content-ID: no remote image to
 * load, so nothing asks the reader's consent and nothing tells anyone the mail was opened.
 */
export const LOGO_CID = 'logo@scrivania.it';

let png: Buffer | undefined;

export function logoAttachment() {
  png ??= readFileSync(path.join(import.meta.dirname, 'logo.png'));
  return { filename: 'scrivania.png', content: png, cid: LOGO_CID, contentType: 'image/png' };
}
