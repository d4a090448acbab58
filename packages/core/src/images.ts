/**
 * Every stored image exists in these widths. The canonical file name (the one kept in the database
 * and sent by the API, e.g. `property-3-1.webp`) is the 960 px variant; the others add `-<width>`.
 */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

/**
 * The most pixels a testimonial's portrait may have: a phone's 12-megapixel photo fits, while the
 * small square it becomes never needs more, and decoding stays cheap for a form anyone may post.
 */
export const PORTRAIT_MAX_PIXELS = 4000 * 4000;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const CANONICAL_IMAGE_WIDTH: ImageWidth = 960;

export const IMAGES_URL_PREFIX = '/backend/images/';

export function imageVariantName(fileName: string, width: ImageWidth): string {
  if (width === CANONICAL_IMAGE_WIDTH) return fileName;
  const dot = fileName.lastIndexOf('.');
  const base = dot === -1 ? fileName : fileName.slice(0, dot);
  const ext = dot === -1 ? '' : fileName.slice(dot);
  return `${base}-${width}${ext}`;
}

export function imageUrl(fileName: string, width: ImageWidth = CANONICAL_IMAGE_WIDTH): string {
  return `${IMAGES_URL_PREFIX}${encodeURIComponent(imageVariantName(fileName, width))}`;
}

export function imageSrcSet(fileName: string): string {
  return IMAGE_WIDTHS.map((w) => `${imageUrl(fileName, w)} ${w}w`).join(', ');
}
