import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3Server {
  /** The S3_* settings that point the app at this server. */
  env: Record<string, string>;
  /** The key of every object written so far, once per write (a key written twice is listed twice). */
  writes(): string[];
  close(): Promise<void>;
}

/**
 * A real S3-protocol server on a free local port, with one empty bucket, its objects in a temporary
 * folder: the app speaks to it through the AWS SDK exactly as it would to a bucket elsewhere.
 */
export async function startS3Server(options: { bucket?: string; port?: number } = {}): Promise<TestS3Server> {
  const { bucket = 'scrivania-test', port: wanted = 0 } = options;
  const directory = await mkdtemp(path.join(tmpdir(), 'scrivania-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: wanted,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const written: string[] = [];
  server.on('event', (event) => {
    for (const record of event.Records) {
      if (record.eventName.startsWith('ObjectCreated:')) written.push(record.s3.object.key);
    }
  });
  const { port } = await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'eu-south-1',
      S3_BUCKET: bucket,
      // s3rver's own fixed credentials; it checks the signature with them.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    writes: () => [...written],
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
