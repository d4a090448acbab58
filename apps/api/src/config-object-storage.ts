import { z } from 'zod';
import { optionalText, urlWithProtocols } from './config-fields.ts';

/**
 * Object storage for the files every process must be able to serve (decision 093). Unset: files stay
 * on the local disk under DATA_DIR, as a single process needs. S3_BUCKET switches it on; the rest say
 * where and as whom, each optional so that AWS's own defaults (region, instance credentials) still apply.
 */
export const objectStorageEnvShape = {
  S3_ENDPOINT: optionalText.pipe(urlWithProtocols(['http:', 'https:']).optional()),
  S3_REGION: optionalText,
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (3–63 lower-case letters, digits, dots, hyphens)',
      )
      .optional(),
  ),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: optionalText.pipe(z.enum(['true', 'false', '1', '0']).optional()),
};

type ObjectStorageEnv = z.infer<z.ZodObject<typeof objectStorageEnvShape>>;

export interface ObjectStorageConfig {
  bucket: string;
  /** Absent: AWS S3 itself. */
  endpoint: string | undefined;
  region: string;
  /** Absent: the SDK's own chain (instance role, shared profile). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `bucket` in the path instead of the host name, as MinIO-style servers want. */
  forcePathStyle: boolean;
}

/** Region signed with when none is given: the one AWS itself falls back to, which MinIO and R2 accept. */
const DEFAULT_REGION = 'us-east-1';

/** Half a configuration is a mistake: it stops start-up instead of quietly writing to the local disk. */
export function checkObjectStorageEnv(env: ObjectStorageEnv, context: z.RefinementCtx) {
  const problem = (variable: keyof ObjectStorageEnv, message: string) =>
    context.addIssue({ code: 'custom', path: [variable], message });
  const given = (Object.keys(objectStorageEnvShape) as (keyof ObjectStorageEnv)[]).filter(
    (name) => env[name] !== undefined,
  );
  if (!env.S3_BUCKET && given.length > 0)
    problem('S3_BUCKET', `is required when ${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set`);
  if (env.S3_ACCESS_KEY_ID && !env.S3_SECRET_ACCESS_KEY)
    problem('S3_SECRET_ACCESS_KEY', 'is required when S3_ACCESS_KEY_ID is set');
  if (env.S3_SECRET_ACCESS_KEY && !env.S3_ACCESS_KEY_ID)
    problem('S3_ACCESS_KEY_ID', 'is required when S3_SECRET_ACCESS_KEY is set');
}

export function objectStorageFrom(env: ObjectStorageEnv): ObjectStorageConfig | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT?.replace(/\/$/, ''),
    region: env.S3_REGION ?? DEFAULT_REGION,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' || env.S3_FORCE_PATH_STYLE === '1',
  };
}
