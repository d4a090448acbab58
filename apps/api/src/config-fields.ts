import { z } from 'zod';

/** Field types shared by the configuration's schemas: an empty variable counts as unset. */
export const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

export const urlWithProtocols = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.join(' or ')}//`,
    );

const TILE_PLACEHOLDERS = ['{z}', '{x}', '{y}'];

/**
 * A raster tile address template (`https://tiles.example.it/{z}/{x}/{y}.png`, optionally `{s}` for
 * subdomains and `{r}` for high-density tiles), as the map library fills it in.
 */
export const tileUrlTemplate = urlWithProtocols(['http:', 'https:']).refine(
  (value) => TILE_PLACEHOLDERS.every((placeholder) => value.includes(placeholder)),
  `must contain ${TILE_PLACEHOLDERS.join(', ')}`,
);

/**
 * The Content-Security-Policy source that admits a tile template's images: its origin, with a
 * `{s}` subdomain widened to `*`.
 */
export function tileImageSource(template: string): string {
  const filled = template.replace('{s}', 'subdomain-placeholder').replace(/\{[a-z]+\}/g, '0');
  const { protocol, host } = new URL(filled);
  return `${protocol}//${host.replace('subdomain-placeholder', '*')}`;
}
