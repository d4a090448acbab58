import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStorageConfig } from '../config.ts';
import { startS3Server, type TestS3Server } from '../test/s3-server.ts';
import { createDiskStore, createS3Store, type FileStore } from './file-store.ts';

/**
 * One contract for both homes of the files: the disk of the single process and a bucket of a real
 * S3-protocol server. Each store is opened twice, as two processes would open it, and what one writes
 * the other reads.
 */
interface Home {
  open(): Promise<FileStore>;
  close(): Promise<void>;
}

async function diskHome(): Promise<Home> {
  const root = await mkdtemp(path.join(tmpdir(), 'scrivania-files-'));
  return {
    open: async () =>
      createDiskStore({ images: path.join(root, 'images'), invoices: path.join(root, 'invoices') }),
    close: () => rm(root, { recursive: true, force: true }),
  };
}

async function s3Home(): Promise<Home> {
  const server: TestS3Server = await startS3Server();
  const settings = loadStorageConfig({
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'scrivania-s3-data-')),
    ...server.env,
  }).objectStorage;
  if (!settings) throw new Error('the S3 settings were not read');
  return { open: () => createS3Store(settings), close: () => server.close() };
}

describe.each([
  ['the local disk', diskHome],
  ['an S3 bucket', s3Home],
])('files on %s', (_name, makeHome) => {
  let home: Home;
  let one: FileStore;
  let other: FileStore;
  beforeAll(async () => {
    home = await makeHome();
    [one, other] = [await home.open(), await home.open()];
  });
  afterAll(async () => {
    await one.close();
    await other.close();
    await home.close();
  });

  it('gives back what was put, byte for byte, to another process too', async () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255, 10, 13]);
    await one.put('images', 'photo-a.webp', bytes);
    expect(await other.get('images', 'photo-a.webp')).toEqual(bytes);
    expect(await other.exists('images', 'photo-a.webp')).toBe(true);
  });

  it('keeps text as UTF-8', async () => {
    const xml = '<?xml version="1.0"?><Nome>Società Città</Nome>';
    await one.put('invoices', 'IT01234567890_00001.xml', xml);
    expect((await other.get('invoices', 'IT01234567890_00001.xml'))?.toString('utf8')).toBe(xml);
  });

  it('streams a file with its size, a quoted ETag and its date', async () => {
    await one.put('images', 'photo-b.webp', 'contenuto');
    const file = await other.stream('images', 'photo-b.webp');
    if (!file) throw new Error('no file');
    expect(await text(file.body)).toBe('contenuto');
    expect(file.size).toBe(9);
    expect(file.etag).toMatch(/^"[^"]+"$/);
    expect(file.lastModified.getTime()).toBeGreaterThan(Date.now() - 10 * 60_000);
  });

  it('replaces a file whole, with a new ETag', async () => {
    await one.put('images', 'photo-c.webp', 'prima versione');
    const before = await one.stream('images', 'photo-c.webp');
    before?.body.destroy();
    await other.put('images', 'photo-c.webp', 'seconda versione, più lunga');
    expect((await one.get('images', 'photo-c.webp'))?.toString()).toBe('seconda versione, più lunga');
    const after = await one.stream('images', 'photo-c.webp');
    after?.body.destroy();
    expect(after?.etag).not.toBe(before?.etag);
  });

  it('answers null, false and nothing for a file that is not there', async () => {
    expect(await one.get('images', 'missing.webp')).toBeNull();
    expect(await one.stream('images', 'missing.webp')).toBeNull();
    expect(await one.exists('images', 'missing.webp')).toBe(false);
    await expect(one.delete('images', 'missing.webp')).resolves.toBeUndefined();
  });

  it('deletes a file for every process', async () => {
    await one.put('images', 'photo-d.webp', 'x');
    await other.delete('images', 'photo-d.webp');
    expect(await one.exists('images', 'photo-d.webp')).toBe(false);
    expect(await one.list('images')).not.toContain('photo-d.webp');
  });

  it('lists each folder apart', async () => {
    await one.put('invoices', 'IT01234567890_00002.xml', '<a/>');
    const invoices = await other.list('invoices');
    expect(invoices).toEqual(expect.arrayContaining(['IT01234567890_00001.xml', 'IT01234567890_00002.xml']));
    expect(invoices).not.toContain('photo-a.webp');
    expect(await other.list('images')).toContain('photo-a.webp');
  });

  it('refuses names that are not plain file names', async () => {
    for (const name of ['../escape.webp', '.hidden', 'a/b.webp', '', 'x/../../y']) {
      await expect(one.put('images', name, 'x'), name).rejects.toThrow(/not a plain file name/);
      await expect(one.get('images', name), name).rejects.toThrow(/not a plain file name/);
    }
  });
});

describe('files on the local disk', () => {
  it('leave no partial file behind a write', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'scrivania-files-'));
    const store = createDiskStore({
      images: path.join(root, 'images'),
      invoices: path.join(root, 'invoices'),
    });
    await Promise.all(Array.from({ length: 20 }, (_, i) => store.put('invoices', 'same.xml', `<v>${i}</v>`)));
    expect(await readdir(path.join(root, 'invoices'))).toEqual(['same.xml']);
    expect((await store.get('invoices', 'same.xml'))?.toString()).toMatch(/^<v>\d+<\/v>$/);
    await rm(root, { recursive: true, force: true });
  });

  it('live in the data dir where they always were', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'scrivania-files-'));
    const store = createDiskStore({
      images: path.join(root, 'images'),
      invoices: path.join(root, 'invoices'),
    });
    await store.put('images', 'photo.webp', 'x');
    expect(await readdir(path.join(root, 'images'))).toEqual(['photo.webp']);
    await rm(root, { recursive: true, force: true });
  });
});
