import { ConfigError } from './config-error.ts';

/** The object storage every machine of a cluster shares for photos and archives (CONTRACT). */
export const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/**
 * What a live deployment on PostgreSQL, possibly many processes on many machines behind a proxy, cannot
 * run without: one secret for all (a database-kept one would let a reader of the database sign links),
 * the proxy that names clients, mail that leaves the machine and files every machine sees.
 */
export const LIVE_CLUSTER_SETTINGS = ['SESSION_SECRET', 'TRUST_PROXY', 'SMTP_URL', ...S3_SETTINGS] as const;

/** With DATABASE_URL and PAYMENTS_MODE=live, one line naming every setting still missing. */
export function checkClusterEnv(
  parsed: { DATABASE_URL?: string | undefined; PAYMENTS_MODE?: string | undefined },
  env: NodeJS.ProcessEnv,
): void {
  if (!parsed.DATABASE_URL || parsed.PAYMENTS_MODE !== 'live') return;
  const missing = LIVE_CLUSTER_SETTINGS.filter((name) => !env[name]?.trim());
  if (missing.length > 0)
    throw new ConfigError(
      `Invalid configuration: with DATABASE_URL and PAYMENTS_MODE=live these must be set: ${missing.join(', ')}`,
    );
}
