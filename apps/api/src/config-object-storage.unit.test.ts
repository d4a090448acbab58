import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, loadStorageConfig } from './config.ts';

const env = (vars: Record<string, string>) => ({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'scrivania-config-')),
  ...vars,
});

describe('object storage settings', () => {
  it('leave files on the local disk when no S3 variable is set', () => {
    expect(loadConfig(env({})).objectStorage).toBeUndefined();
  });

  it('read a MinIO-style bucket with its keys', () => {
    const settings = {
      S3_ENDPOINT: 'http://minio.internal:9000/',
      S3_BUCKET: 'scrivania-files',
      S3_ACCESS_KEY_ID: 'chiave',
      S3_SECRET_ACCESS_KEY: 'segreto',
      S3_FORCE_PATH_STYLE: 'true',
    };
    const expected = {
      bucket: 'scrivania-files',
      endpoint: 'http://minio.internal:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'chiave', secretAccessKey: 'segreto' },
      forcePathStyle: true,
    };
    expect(loadConfig(env(settings)).objectStorage).toEqual(expected);
    // The seed command reads them too: its photos go to the same bucket.
    expect(loadStorageConfig(env(settings)).objectStorage).toEqual(expected);
  });

  it('leave region and credentials to AWS when only the bucket is named', () => {
    expect(loadConfig(env({ S3_BUCKET: 'scrivania', S3_REGION: 'eu-south-1' })).objectStorage).toEqual({
      bucket: 'scrivania',
      endpoint: undefined,
      region: 'eu-south-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it.each([
    [{ S3_ENDPOINT: 'http://minio:9000' }, /S3_BUCKET is required when S3_ENDPOINT is set/],
    [{ S3_BUCKET: 'scrivania', S3_ACCESS_KEY_ID: 'chiave' }, /S3_SECRET_ACCESS_KEY is required/],
    [{ S3_BUCKET: 'scrivania', S3_SECRET_ACCESS_KEY: 'segreto' }, /S3_ACCESS_KEY_ID is required/],
    [{ S3_BUCKET: 'Bad_Bucket' }, /S3_BUCKET must be a bucket name/],
    [{ S3_BUCKET: 'scrivania', S3_ENDPOINT: 'ftp://x' }, /S3_ENDPOINT must be a URL/],
    [{ S3_BUCKET: 'scrivania', S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE/],
  ])('stop start-up with one line naming the variable: %o', (vars, message) => {
    expect(() => loadConfig(env(vars))).toThrow(message);
    expect(() => loadStorageConfig(env(vars))).toThrow(message);
  });

  it('want a METRICS_TOKEN long enough not to be guessed', () => {
    expect(loadConfig(env({})).metricsToken).toBeUndefined();
    expect(loadConfig(env({ METRICS_TOKEN: 'a-long-enough-token-1234' })).metricsToken).toBe(
      'a-long-enough-token-1234',
    );
    expect(() => loadConfig(env({ METRICS_TOKEN: 'short' }))).toThrow(/METRICS_TOKEN must be at least 16/);
  });
});
