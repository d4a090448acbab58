import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageStorage } from '../providers/image-storage.ts';
import { createFilingTransmitter } from '../providers/invoice-transmission.ts';
import { startS3Server, type TestS3Server } from '../test/s3-server.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Two app processes with their own data dirs and databases, one bucket on a real S3-protocol server:
 * what one stores, the other serves at the same address, and nothing lands on either's disk.
 */
let s3: TestS3Server;
let one: TestApp;
let other: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  one = await createTestApp({ env: s3.env });
  other = await createTestApp({ env: s3.env });
});
afterAll(async () => {
  await one?.close();
  await other?.close();
  await s3?.close();
});

async function aPhoto(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
}

describe('images in the bucket', () => {
  it('are stored by one process and served by another at /backend/images, with caching headers', async () => {
    expect(one.app.files.kind).toBe('s3');
    const fileName = await createImageStorage(one.app.files).store(await aPhoto(), 'user', 'square');
    const url = `/backend/images/${fileName}`;

    const response = await other.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    expect(response.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await one.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const head = await other.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);

    expect(await readdir(one.app.config.imagesDir)).toEqual([]);
    expect(await readdir(other.app.config.imagesDir)).toEqual([]);
  });

  it('answer 404 for a file the bucket does not hold or a name that is not a file name', async () => {
    for (const url of [
      '/backend/images/nessuna.webp',
      '/backend/images/..%2Fsecret',
      '/backend/images/.hidden',
    ]) {
      const response = await other.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Risorsa non trovata.' });
    }
  });

  it('are gone for every process once removed', async () => {
    const images = createImageStorage(one.app.files);
    const fileName = await images.store(await aPhoto(), 'property', 'wide');
    await images.remove(fileName);
    expect((await other.app.inject({ method: 'GET', url: `/backend/images/${fileName}` })).statusCode).toBe(
      404,
    );
  });
});

describe('invoices filed in the bucket', () => {
  it('are filed by one process and counted as received by the sweep of another', async () => {
    const document = { fileName: 'IT01234567890_0S3A1.xml', xml: '<FatturaElettronica/>' };
    expect(await createFilingTransmitter(one.app.files).transmit(document)).toEqual({
      status: 'ready',
      detail: null,
    });
    const unreceived = await createFilingTransmitter(other.app.files).unreceived();
    expect(unreceived(document.fileName)).toBe(false);
    expect(unreceived('IT01234567890_0S3A2.xml')).toBe(true);
    expect((await other.app.files.get('invoices', document.fileName))?.toString()).toBe(document.xml);
  });
});
