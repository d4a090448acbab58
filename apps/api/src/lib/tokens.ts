import { createHmac, randomBytes } from 'node:crypto';

/** An opaque random token for the browser; only its keyed hash is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string, secret: string): string {
  return createHmac('sha256', secret).update(token).digest('hex');
}
