import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ObjectStorageConfig } from '../config.ts';

/**
 * Where the files live that any process of the app may have to serve or read back: photos (uploaded
 * and seeded) and the filed e-invoices. One interface, two homes (decision 093): the local disk for the
 * single embedded process, an S3-protocol bucket when several processes on several machines share the
 * work. `file-store.test.ts` holds both to the same contract.
 */
export const fileFolders = ['images', 'invoices'] as const;
export type FileFolder = (typeof fileFolders)[number];

export interface StoredFile {
  body: Readable;
  size: number;
  /** Quoted, as an ETag header carries it; changes whenever the content does. */
  etag: string;
  lastModified: Date;
}

export interface FileStore {
  readonly kind: 'disk' | 's3';
  /** Writes the whole file or nothing: a reader never sees half of it. */
  put(folder: FileFolder, name: string, data: Buffer | string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(folder: FileFolder, name: string): Promise<Buffer | null>;
  /** The file as a stream with what an HTTP answer needs about it, or null when there is none. */
  stream(folder: FileFolder, name: string): Promise<StoredFile | null>;
  /** Removes the file; a missing one is not an error. */
  delete(folder: FileFolder, name: string): Promise<void>;
  exists(folder: FileFolder, name: string): Promise<boolean>;
  /** Names of the files in a folder, in no particular order. */
  list(folder: FileFolder): Promise<string[]>;
  close(): Promise<void>;
}

/** A plain file name: no path, no dotfile, nothing a folder could be left by. */
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export function isStorableName(name: string): boolean {
  return FILE_NAME.test(name) && !name.includes('..');
}

function checkedName(name: string): string {
  if (!isStorableName(name)) throw new Error(`not a plain file name: ${JSON.stringify(name)}`);
  return name;
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
};

/** The type a file is served with, from its name as the disk's static server decides it. */
export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/** Each folder is a directory of the data dir, where the single process has always kept it. */
export function createDiskStore(dirs: Record<FileFolder, string>): FileStore {
  const fileOf = (folder: FileFolder, name: string) => path.join(dirs[folder], checkedName(name));
  return {
    kind: 'disk',
    async put(folder, name, data) {
      const target = fileOf(folder, name);
      await mkdir(dirs[folder], { recursive: true });
      // Written aside under a dotfile name that `list` and the static server skip, then renamed into place.
      const partial = path.join(dirs[folder], `.${name}.${process.pid}.${randomBytes(4).toString('hex')}`);
      try {
        await writeFile(partial, data);
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(folder, name) {
      try {
        return await readFile(fileOf(folder, name));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stream(folder, name) {
      const file = fileOf(folder, name);
      try {
        const facts = await stat(file);
        if (!facts.isFile()) return null;
        return {
          body: createReadStream(file),
          size: facts.size,
          etag: `"${facts.size.toString(16)}-${Math.floor(facts.mtimeMs).toString(16)}"`,
          lastModified: facts.mtime,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(folder, name) {
      await rm(fileOf(folder, name), { force: true });
    },
    async exists(folder, name) {
      try {
        return (await stat(fileOf(folder, name))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async list(folder) {
      try {
        return (await readdir(dirs[folder])).filter(isStorableName);
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
    },
    async close() {},
  };
}

/**
 * The same folders as key prefixes of one bucket. The SDK is loaded only by a server configured for
 * it: the embedded default never pays for it.
 */
export async function createS3Store(settings: ObjectStorageConfig): Promise<FileStore> {
  const s3 = await import('@aws-sdk/client-s3');
  const client = new s3.S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
  const Bucket = settings.bucket;
  const keyOf = (folder: FileFolder, name: string) => `${folder}/${checkedName(name)}`;
  const isNotFound = (error: unknown) =>
    error instanceof s3.S3ServiceException && error.$metadata.httpStatusCode === 404;

  async function open(folder: FileFolder, name: string) {
    try {
      return await client.send(new s3.GetObjectCommand({ Bucket, Key: keyOf(folder, name) }));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  return {
    kind: 's3',
    async put(folder, name, data) {
      // A PUT is atomic in S3: readers see the old object or the new one, never a part.
      await client.send(
        new s3.PutObjectCommand({
          Bucket,
          Key: keyOf(folder, name),
          Body: data,
          ContentType: contentTypeOf(name),
        }),
      );
    },
    async get(folder, name) {
      const object = await open(folder, name);
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    },
    async stream(folder, name) {
      const object = await open(folder, name);
      if (!object?.Body) return null;
      // On Node the SDK answers with the HTTP response itself, a stream.
      if (!(object.Body instanceof Readable)) throw new Error('the S3 client answered without a stream');
      return {
        body: object.Body,
        size: object.ContentLength ?? 0,
        etag: object.ETag ?? `"${object.LastModified?.getTime().toString(16) ?? '0'}"`,
        lastModified: object.LastModified ?? new Date(0),
      };
    },
    async delete(folder, name) {
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: keyOf(folder, name) }));
    },
    async exists(folder, name) {
      try {
        await client.send(new s3.HeadObjectCommand({ Bucket, Key: keyOf(folder, name) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async list(folder) {
      const names: string[] = [];
      const Prefix = `${folder}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new s3.ListObjectsV2Command({ Bucket, Prefix, Delimiter: '/', ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(Prefix.length);
          if (name && isStorableName(name)) names.push(name);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return names;
    },
    async close() {
      client.destroy();
    },
  };
}

/** The bucket when one is configured, the data dir's folders otherwise. */
export function createFileStore(config: {
  objectStorage: ObjectStorageConfig | undefined;
  imagesDir: string;
  invoicesDir: string;
}): Promise<FileStore> {
  return config.objectStorage
    ? createS3Store(config.objectStorage)
    : Promise.resolve(createDiskStore({ images: config.imagesDir, invoices: config.invoicesDir }));
}
