import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { defaultHolds } from '@scrivania/core/booking/lifecycle';
import type { DbTarget } from '@scrivania/db/client';
import { z } from 'zod';
import { checkClusterEnv } from './config-cluster.ts';
import { ConfigError } from './config-error.ts';
import { optionalText, tileUrlTemplate, urlWithProtocols } from './config-fields.ts';
import { type InvoiceIssuer, invoiceIssuerEnvShape, invoiceIssuerFrom } from './config-invoicing.ts';
import {
  type AuthLimits,
  type BookingLimits,
  type ChatSocketLimits,
  type HostWriteLimits,
  LimitsEnvShape,
  limitsFromEnv,
  type ServerTimeouts,
  type TrustedProxies,
  TrustProxySchema,
  type Window,
  type WriteLimits,
} from './config-limits.ts';
import {
  checkObjectStorageEnv,
  type ObjectStorageConfig,
  objectStorageEnvShape,
  objectStorageFrom,
} from './config-object-storage.ts';
import {
  checkPaymentsEnv,
  type PaymentsConfig,
  paymentsConfigFrom,
  paymentsEnvShape,
} from './config-payments.ts';
import { type PayoutDebtor, payoutDebtorEnvShape, payoutDebtorFrom } from './config-payout-debtor.ts';
import { SITEMAP_MAX_URLS } from './features/content/sitemap-xml.ts';
import { FAULT_POINTS, type FaultPoint } from './lib/fault-flag.ts';

export { ConfigError } from './config-error.ts';
export type { InvoiceIssuer } from './config-invoicing.ts';
export type { ObjectStorageConfig } from './config-object-storage.ts';
export type { PaymentsConfig } from './config-payments.ts';
export type { PayoutDebtor } from './config-payout-debtor.ts';
export type { AuthLimits, BookingLimits, TrustedProxies };

/** Where the data lives: all that the database commands (migrate, seed) need. */
const storageShape = {
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(urlWithProtocols(['postgres:', 'postgresql:']).optional()),
  ...objectStorageEnvShape,
};

/** Every environment variable of the runtime contract; nothing else in the app reads process.env. */
const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    TRUST_PROXY: optionalText.pipe(TrustProxySchema.optional()),
    ...storageShape,
    PUBLIC_URL: optionalText.pipe(urlWithProtocols(['http:', 'https:']).optional()),
    SESSION_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    SMTP_URL: optionalText.pipe(urlWithProtocols(['smtp:', 'smtps:']).optional()),
    STRIPE_API_URL: optionalText.pipe(urlWithProtocols(['http:', 'https:']).optional()),
    PAYPAL_API_URL: optionalText.pipe(urlWithProtocols(['http:']).optional()),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    LINKEDIN_CLIENT_ID: optionalText,
    LINKEDIN_CLIENT_SECRET: optionalText,
    TWITTER_CLIENT_ID: optionalText,
    TWITTER_CLIENT_SECRET: optionalText,
    HOST_BACKOFFICE_URL: z.string().trim().min(1).default('/host'),
    MAP_TILES_URL: optionalText.pipe(tileUrlTemplate.optional()),
    MAP_ATTRIBUTION: optionalText,
    OAUTH_SERVER_URL: optionalText.pipe(urlWithProtocols(['http:', 'https:']).optional()),
    GEOCODER_URL: optionalText.pipe(urlWithProtocols(['http:', 'https:']).optional()),
    // Host names whose calendar feeds may be on a private address (a self-hosted calendar, tests).
    ICAL_ALLOWED_HOSTS: optionalText.pipe(
      z
        .string()
        .transform((list) =>
          list
            .split(',')
            .map((host) => host.trim().toLowerCase())
            .filter((host) => host !== ''),
        )
        .optional(),
    ),
    BOOKING_HOLD_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(1440)
      .default(defaultHolds.onlineMs / 60_000),
    REQUEST_PAYMENT_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(168)
      .default(defaultHolds.acceptedRequestMs / 3_600_000),
    DEMO_SEED: optionalText.pipe(z.enum(['0', '1']).optional()),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Compared with what scrapers send; a short one could be guessed.
    METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    FAULT_EXIT_AFTER_COMMIT: optionalText.pipe(z.enum(FAULT_POINTS).optional()),
    ...paymentsEnvShape,
    ...invoiceIssuerEnvShape,
    ...payoutDebtorEnvShape,
    ...LimitsEnvShape,
  })
  .superRefine(checkPaymentsEnv)
  .superRefine(checkObjectStorageEnv)
  .superRefine((e, ctx) => {
    // A process that stops itself on purpose has no place where money is real.
    if (e.FAULT_EXIT_AFTER_COMMIT && e.PAYMENTS_MODE === 'live')
      ctx.addIssue({
        code: 'custom',
        path: ['FAULT_EXIT_AFTER_COMMIT'],
        message: 'is a test aid and cannot be set with PAYMENTS_MODE=live',
      });
  });

export interface Config {
  port: number;
  host: string;
  trustProxy: TrustedProxies | undefined;
  dataDir: string;
  imagesDir: string;
  outboxDir: string;
  databaseUrl: string | undefined;
  /** Photos and filed invoices in an S3-protocol bucket; absent: on the local disk (decision 093). */
  objectStorage: ObjectStorageConfig | undefined;
  /** Opens `GET /metrics` to a scraper that sends it as a bearer token; absent: no metrics (decision 094). */
  metricsToken: string | undefined;
  /** Test aid: the transaction after which the process exits (lib/fault-flag.ts); never in live mode. */
  faultExitAfterCommit: FaultPoint | undefined;
  publicUrl: string;
  sessionSecret: string;
  smtpUrl: string | undefined;
  hostBackofficeUrl: string;
  map: MapTilesConfig;
  /** A Nominatim-compatible geocoding service for the wizard's address search; unset: the sandbox (decision 087). */
  geocoderUrl: string | undefined;
  /** Address searches one host may make per window (not from the environment; tests shorten it). */
  placeSearchLimit: Window;
  /** How imported calendar feeds are fetched (decision 103). */
  calendarImport: CalendarImportConfig;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** DEMO_SEED=1: seed the demo accounts into an empty embedded database even on a public address. */
  demoSeed: boolean;
  /** How long a new, unpaid booking holds its dates (card and PayPal). */
  bookingHoldMs: number;
  /** How long a guest whose request the host accepted has to pay (decision 079). */
  requestPaymentHoldMs: number;
  /** How many bookings one user may leave unpaid and try to make (decision 020). */
  bookingLimits: BookingLimits;
  /** Built web app to serve, when present. */
  webDistDir: string | undefined;
  /** The web app's server entry, when built: it renders the pages that come rendered (decision 016). */
  webServerEntry: string | undefined;
  /** How long each process reuses a page it rendered, as it does search answers (decision 016). */
  renderedPageTtlMs: number;
  /** Addresses per sitemap file; past it /sitemap.xml is an index of parts (not from the environment; tests lower it). */
  sitemapUrlLimit: number;
  /** How long each process reuses a search answer (not from the environment; API tests turn it off). */
  searchCacheTtlMs: number;
  /** How stale the in-memory availability used by search may be (decision 015; API tests use 0). */
  availabilityRefreshMs: number;
  /** Attempt limits of the account endpoints (tests shorten them). */
  authLimits: AuthLimits;
  /** Per-address limits of the writes anyone may make without an account. */
  writeLimits: WriteLimits;
  /** Per-host limits of the back-office's writes (tests shorten them). */
  hostWriteLimits: HostWriteLimits;
  chatSockets: ChatSocketLimits;
  serverTimeouts: ServerTimeouts;
  /** Chat messages one user may send per window (not from the environment; tests shorten it). */
  chatSendLimit: Window;
  /**
   * How long a chat message waits unread before its receiver gets a mail about it, which is also the
   * least time between two such mails of one conversation (not from the environment; tests shorten it).
   */
  chatMailDelayMs: number;
  /** How often the server moves lapsed holds to expired and mails unanswered requests' sides (0: never; API tests). */
  holdSweepMs: number;
  /** How often open chat sockets are checked against their sessions, so a logout also ends the feed. */
  chatSessionCheckMs: number;
  payments: PaymentsConfig;
  /** Who issues the e-invoices (decision 052). */
  invoiceIssuer: InvoiceIssuer;
  /** The account the SEPA payout batches are paid from (decision 100). */
  payoutDebtor: PayoutDebtor;
  /** Where the filing provider keeps each issued XML under its SdI file name. */
  invoicesDir: string;
  /**
   * How often the server hands over again the `ready` documents the transmitter never got; it also does
   * at start (0: never; API tests).
   */
  invoiceSweepMs: number;
  /** Social login clients that have credentials; a provider missing here is switched off. */
  oauth: Partial<Record<'google' | 'linkedin' | 'twitter', { clientId: string; clientSecret: string }>>;
  /** Sends every provider's authorize/token/userinfo calls to one OAuth server (local testing only). */
  oauthServerOverride: string | undefined;
}

/**
 * On the embedded database a text search over a large catalogue costs tens of milliseconds (most of
 * it moving candidate rows through WebAssembly) and the database serves one query at a time, so
 * twenty people searching at once would queue behind each other. Popular searches repeat, so each
 * process reuses an answer for a few seconds: a new booking or a lapsed hold shows in search at most
 * this late, and booking checks availability again whatever search said.
 */
const SEARCH_CACHE_TTL_MS = 5_000;
export const DEFAULT_CHAT_SEND_LIMIT: Window = { max: 60, windowMs: 60_000 };
/**
 * Someone chatting reads a reply within minutes; ten minutes unread means they have left, and a
 * conversation of many short messages brings one mail, not one per message.
 */
const CHAT_MAIL_DELAY_MS = 10 * 60_000;
/**
 * The address box asks as the host types (after a pause): a long address costs a dozen searches, and
 * a geocoding service's quota is the operator's to keep.
 */
const DEFAULT_PLACE_SEARCH_LIMIT: Window = { max: 60, windowMs: 60_000 };

export interface CalendarImportConfig {
  /** Host names (lower case) whose feeds may resolve to private, loopback or link-local addresses. */
  allowedHosts: readonly string[];
  /** How long one fetch may take, redirects included (not from the environment; tests shorten it). */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** How often every feed is fetched again (0: never; API tests drive it). */
  everyMinutes: number;
}

/** The base map's tiles: without an address the maps draw their markers on a plain background. */
export interface MapTilesConfig {
  tilesUrl: string | undefined;
  /** Credit the tiles' licence asks for, shown in the map's corner. */
  attribution: string;
}

/**
 * HMAC-SHA256 wants a key at least as long as its 32-byte output; an empty or truncated file would
 * otherwise sign every session with a key far easier to guess than the tokens.
 */
const MIN_SECRET_BYTES = 32;

/**
 * The secret is generated once and kept in the data dir, so sessions survive restarts. Two processes
 * starting at once on the same data dir must end with one secret: the new one is written whole to a
 * file of this process's own, created exclusively, then linked to its name, which fails if another
 * process got there first; the loser reads the winner's secret. Nobody ever reads a half-written file.
 */
export function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  const secret = readSecretFile(file) ?? createSecretFile(file);
  if (Buffer.byteLength(secret) < MIN_SECRET_BYTES)
    throw new ConfigError(
      `Invalid configuration: ${file} holds a session secret shorter than ${MIN_SECRET_BYTES} bytes; put a longer one there or set SESSION_SECRET`,
    );
  return secret;
}

function readSecretFile(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      throw new ConfigError(`Invalid configuration: ${file} cannot be read (${(error as Error).message})`);
    return undefined;
  }
}

function createSecretFile(file: string): string {
  const secret = randomBytes(48).toString('base64url');
  const own = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(own, secret, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(own, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readSecretFile(file) ?? secret;
  } finally {
    unlinkSync(own);
  }
}

/**
 * Checks the whole environment, the session-secret file included, so the server refuses a bad one
 * before it opens its database.
 */
export function checkConfig(env: NodeJS.ProcessEnv): void {
  const e = parseEnv(EnvSchema, env);
  checkClusterEnv(e, env);
  if (!e.SESSION_SECRET && !e.DATABASE_URL) readOrCreateSecret(storageFrom(e).dataDir);
}

export function loadConfig(
  env: NodeJS.ProcessEnv,
  options: {
    webDistDir?: string;
    webServerEntry?: string;
    /** The secret the PostgreSQL database keeps, when SESSION_SECRET is unset (decision 089). */
    storedSessionSecret?: string;
  } = {},
): Config {
  const e = parseEnv(EnvSchema, env);
  checkClusterEnv(e, env);
  const storage = storageFrom(e);
  return {
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    ...storage,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    sessionSecret: e.SESSION_SECRET ?? sessionSecretOf(storage, options.storedSessionSecret),
    smtpUrl: e.SMTP_URL,
    hostBackofficeUrl: e.HOST_BACKOFFICE_URL,
    map: { tilesUrl: e.MAP_TILES_URL, attribution: e.MAP_ATTRIBUTION ?? '' },
    geocoderUrl: e.GEOCODER_URL,
    placeSearchLimit: DEFAULT_PLACE_SEARCH_LIMIT,
    calendarImport: {
      allowedHosts: e.ICAL_ALLOWED_HOSTS ?? [],
      timeoutMs: 10_000,
      maxBytes: 2 * 1024 * 1024,
      maxRedirects: 3,
      everyMinutes: 30,
    },
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    faultExitAfterCommit: e.FAULT_EXIT_AFTER_COMMIT,
    demoSeed: e.DEMO_SEED === '1',
    bookingHoldMs: e.BOOKING_HOLD_MINUTES * 60_000,
    requestPaymentHoldMs: e.REQUEST_PAYMENT_HOURS * 3_600_000,
    webDistDir: options.webDistDir,
    webServerEntry: options.webServerEntry,
    renderedPageTtlMs: SEARCH_CACHE_TTL_MS,
    ...limitsFromEnv(e),
    searchCacheTtlMs: SEARCH_CACHE_TTL_MS,
    sitemapUrlLimit: SITEMAP_MAX_URLS,
    availabilityRefreshMs: 1_000,
    chatSendLimit: DEFAULT_CHAT_SEND_LIMIT,
    chatMailDelayMs: CHAT_MAIL_DELAY_MS,
    chatSessionCheckMs: 60_000,
    holdSweepMs: 60_000,
    payments: paymentsConfigFrom(e),
    invoiceIssuer: invoiceIssuerFrom(e),
    payoutDebtor: payoutDebtorFrom(e),
    invoiceSweepMs: 15 * 60_000,
    oauthServerOverride: e.OAUTH_SERVER_URL?.replace(/\/$/, ''),
    oauth: {
      ...(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { google: { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET } }
        : {}),
      ...(e.LINKEDIN_CLIENT_ID && e.LINKEDIN_CLIENT_SECRET
        ? { linkedin: { clientId: e.LINKEDIN_CLIENT_ID, clientSecret: e.LINKEDIN_CLIENT_SECRET } }
        : {}),
      ...(e.TWITTER_CLIENT_ID && e.TWITTER_CLIENT_SECRET
        ? { twitter: { clientId: e.TWITTER_CLIENT_ID, clientSecret: e.TWITTER_CLIENT_SECRET } }
        : {}),
    },
  };
}

/**
 * Every process on one PostgreSQL signs with the same secret: SESSION_SECRET, or the one the database
 * keeps. A file in each machine's data dir would give each its own and log people out at random.
 */
function sessionSecretOf(storage: StorageConfig, stored: string | undefined): string {
  if (stored !== undefined) return stored;
  if (storage.databaseUrl)
    throw new ConfigError(
      'Invalid configuration: SESSION_SECRET is required with DATABASE_URL unless the server reads the one the database keeps',
    );
  return readOrCreateSecret(storage.dataDir);
}

/** One line naming the first variable that is wrong: start-up stops with it. */
function parseEnv<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.infer<T> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const variable = String(issue?.path[0] ?? 'environment');
  throw new ConfigError(`Invalid configuration: ${variable} ${issue?.message ?? 'is invalid'}`);
}

type StorageConfig = Pick<
  Config,
  'dataDir' | 'imagesDir' | 'invoicesDir' | 'outboxDir' | 'databaseUrl' | 'objectStorage'
>;

function storageFrom(e: z.infer<z.ZodObject<typeof storageShape>>): StorageConfig {
  const dataDir = path.resolve(e.DATA_DIR);
  const imagesDir = path.join(dataDir, 'images');
  const outboxDir = path.join(dataDir, 'outbox');
  for (const dir of [dataDir, imagesDir, outboxDir]) mkdirSync(dir, { recursive: true });
  return {
    dataDir,
    imagesDir,
    invoicesDir: path.join(dataDir, 'invoices'),
    outboxDir,
    databaseUrl: e.DATABASE_URL,
    objectStorage: objectStorageFrom(e),
  };
}

/**
 * The storage part alone, for the database commands: migrating or seeding does not depend on how
 * payments are configured, so they do not ask for PAYMENTS_MODE.
 */
export function loadStorageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  return storageFrom(parseEnv(z.object(storageShape).superRefine(checkObjectStorageEnv), env));
}

/** The configured PostgreSQL server, or the embedded database inside the data dir. */
export function dbTargetFromConfig(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DbTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') };
}
