import { randomBytes } from 'node:crypto';
import { MAX_IMAGE_BYTES } from '@scrivania/core/account/schemas';
import { IMAGE_WIDTHS, imageVariantName } from '@scrivania/core/images';
import type { ResizeOptions } from 'sharp';
import { onFirstUse } from '../lib/on-first-use.ts';
import type { FileStore } from './file-store.ts';

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

export type ImageRejection = 'size' | 'type' | 'pixels' | 'decode';

export class ImageRejectedError extends Error {
  constructor(readonly reason: ImageRejection) {
    super(`image refused: ${reason}`);
    this.name = 'ImageRejectedError';
  }
}

/**
 * Decoding costs memory by pixels, not bytes: a PNG of 100 KB can hold 36 million pixels. Photos
 * beyond this are refused from their header, before any decoding.
 */
const MAX_PIXELS = 40_000_000;

/**
 * libwebp's effort (0–6, sharp's default 4). At 2 the 1600 px encode of a phone's photo takes about
 * half the time, for 3–6 % more bytes than 4 at the same quality; 3 saves no time over 4 (decision 036).
 */
const WEBP = { quality: 78, effort: 2 } as const;

/** A portrait is a square of at most 480 px in every width; a photo keeps its shape, never enlarged. */
function variantSize(shape: 'square' | 'wide', width: number): ResizeOptions {
  const side = Math.min(width, 480);
  return shape === 'square'
    ? { width: side, height: side, fit: 'cover' }
    : { width, withoutEnlargement: true };
}

export interface ImageStorage {
  /**
   * Checks the bytes and the pixel count (the header's, at most `maxPixels`), re-encodes to WebP in
   * every width, and returns the canonical file name.
   */
  store(data: Buffer, prefix: string, shape: 'square' | 'wide', maxPixels?: number): Promise<string>;
  remove(fileName: string): Promise<void>;
}

/** sharp and file-type are loaded by the first upload, not at start. */
const imageLibraries = onFirstUse(async () => {
  const [{ default: sharp }, { fileTypeFromBuffer }] = await Promise.all([
    import('sharp'),
    import('file-type'),
  ]);
  return { sharp, fileTypeFromBuffer };
});

/** Images in the `images` folder of the app's files: the data dir's, or the bucket's (decision 093). */
export function createImageStorage(files: FileStore): ImageStorage {
  return {
    async store(data, prefix, shape, maxPixels = MAX_PIXELS) {
      if (data.length === 0 || data.length > MAX_IMAGE_BYTES) throw new ImageRejectedError('size');
      const { sharp, fileTypeFromBuffer } = await imageLibraries();
      const type = await fileTypeFromBuffer(data);
      if (!type || !ACCEPTED.has(type.mime)) throw new ImageRejectedError('type');
      const fileName = `${prefix}-${randomBytes(8).toString('hex')}.webp`;
      try {
        // The header alone: a decompression bomb is refused before any pixel is decoded.
        const { width = 0, height = 0 } = await sharp(data, { limitInputPixels: false }).metadata();
        if (width * height > maxPixels) throw new ImageRejectedError('pixels');
      } catch (error) {
        throw error instanceof ImageRejectedError ? error : new ImageRejectedError('decode');
      }
      const written: string[] = [];
      try {
        // Decoded once, straight to the largest size kept (a JPEG decoder shrinks while it reads), and
        // every width derived from those pixels: decoding a phone's photo once per width cost most of
        // the upload's time. Decoding proves the bytes are an image; metadata (GPS, camera) is dropped.
        const decoded = await sharp(data, { limitInputPixels: maxPixels })
          .rotate()
          .resize(variantSize(shape, Math.max(...IMAGE_WIDTHS)))
          .raw()
          .toBuffer({ resolveWithObject: true });
        const { width, height, channels } = decoded.info;
        // Widths of the same size (a portrait's) are encoded once.
        const sizes = new Map(
          IMAGE_WIDTHS.map((w) => [JSON.stringify(variantSize(shape, w)), variantSize(shape, w)]),
        );
        const encoded = new Map(
          await Promise.all(
            [...sizes].map(
              async ([key, size]) =>
                [
                  key,
                  await sharp(decoded.data, { raw: { width, height, channels } })
                    .resize(size)
                    .webp(WEBP)
                    .toBuffer(),
                ] as const,
            ),
          ),
        );
        for (const w of IMAGE_WIDTHS) {
          const webp = encoded.get(JSON.stringify(variantSize(shape, w)));
          if (!webp) throw new Error('a width was not encoded');
          const variant = imageVariantName(fileName, w);
          written.push(variant);
          await files.put('images', variant, webp);
        }
      } catch {
        await Promise.all(written.map((variant) => files.delete('images', variant)));
        throw new ImageRejectedError('decode');
      }
      return fileName;
    },
    async remove(fileName) {
      // Only names this storage made: never a path that could leave the images dir.
      if (!/^[a-z0-9-]+\.webp$/i.test(fileName)) return;
      await Promise.all(
        IMAGE_WIDTHS.map((width) => files.delete('images', imageVariantName(fileName, width))),
      );
    },
  };
}
