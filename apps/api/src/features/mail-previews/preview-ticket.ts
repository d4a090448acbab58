import { createHmac, timingSafeEqual } from 'node:crypto';

/** Long enough to look through a template, short enough that a copied address soon leads nowhere. */
export const PREVIEW_TICKET_MS = 10 * 60_000;

const signature = (name: string, expires: number, secret: string) =>
  createHmac('sha256', secret).update(`mail-preview\n${name}\n${expires}`).digest('base64url');

/**
 * A frame cannot send the console's bearer token, so the console's preview answer hands it a ticket for
 * one template's page: the template's name and an expiry, signed with the session secret (the same in
 * every process). It opens only invented sample data, so a ticket names no user.
 */
export function previewTicket(name: string, now: Date, secret: string): string {
  const expires = now.getTime() + PREVIEW_TICKET_MS;
  return `${expires}.${signature(name, expires, secret)}`;
}

export function validPreviewTicket(ticket: string, name: string, now: Date, secret: string): boolean {
  const [expiresText, given] = ticket.split('.');
  const expires = Number(expiresText);
  if (!given || !Number.isSafeInteger(expires) || expires < now.getTime()) return false;
  const expected = Buffer.from(signature(name, expires, secret));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
