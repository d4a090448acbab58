import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MAX_IMAGE_BYTES } from '@scrivania/core/account/schemas';
import { IMAGE_WIDTHS, imageVariantName } from '@scrivania/core/images';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';

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

export interface ImageStorage {
  /**
   * Checks the bytes and the pixel count (the header's, at most `maxPixels`), re-encodes to WebP in
   * every width, and returns the canonical file name.
   */
  store(data: Buffer, prefix: string, shape: 'square' | 'wide', maxPixels?: number): Promise<string>;
  remove(fileName: string): Promise<void>;
}

/** Images on the local disk under the images dir; object storage would implement the same interface. */
export function createImageStorage(imagesDir: string): ImageStorage {
  return {
    async store(data, prefix, shape, maxPixels = MAX_PIXELS) {
      if (data.length === 0 || data.length > MAX_IMAGE_BYTES) throw new ImageRejectedError('size');
      const type = await fileTypeFromBuffer(data);
      if (!type || !ACCEPTED.has(type.mime)) throw new ImageRejectedError('type');
      const fileName = `${prefix}-${randomBytes(8).toString('hex')}.webp`;
      let source: Sharp;
      try {
        // Decoding proves the bytes are an image; metadata (GPS, camera) is dropped by re-encoding.
        const { width = 0, height = 0 } = await sharp(data, { limitInputPixels: false }).metadata();
        if (width * height > maxPixels) throw new ImageRejectedError('pixels');
        source = sharp(data, { limitInputPixels: maxPixels }).rotate();
      } catch (error) {
        throw error instanceof ImageRejectedError ? error : new ImageRejectedError('decode');
      }
      const written: string[] = [];
      try {
        for (const width of IMAGE_WIDTHS) {
          const resized =
            shape === 'square'
              ? source
                  .clone()
                  .resize({ width: Math.min(width, 480), height: Math.min(width, 480), fit: 'cover' })
              : source.clone().resize({ width, withoutEnlargement: true });
          const target = path.join(imagesDir, imageVariantName(fileName, width));
          await writeFile(target, await resized.webp({ quality: 78 }).toBuffer());
          written.push(target);
        }
      } catch {
        await Promise.all(written.map((file) => rm(file, { force: true })));
        throw new ImageRejectedError('decode');
      }
      return fileName;
    },
    async remove(fileName) {
      // Only names this storage made: never a path that could leave the images dir.
      if (!/^[a-z0-9-]+\.webp$/i.test(fileName)) return;
      await Promise.all(
        IMAGE_WIDTHS.map((width) =>
          rm(path.join(imagesDir, imageVariantName(fileName, width)), { force: true }),
        ),
      );
    },
  };
}
