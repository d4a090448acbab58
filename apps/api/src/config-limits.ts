import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * The configuration of abuse limits (decision 018): which proxies may name the client's address,
 * attempt limits, unauthenticated write limits, host write limits, booking limits, chat socket caps
 * and how long a client may take. config.ts reads the environment with these schemas; defaults
 * follow CONTRACT.md.
 */

/** The proxies whose X-Forwarded-For the server believes (none by default). */
export type TrustedProxies = { hops: number } | { addresses: string[] };

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range, or one of the named ranges Fastify's proxy list understands. */
function isProxyAddress(entry: string) {
  if (PROXY_KEYWORDS.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/**
 * Who may tell the server the client's address through X-Forwarded-For: nobody by default (a client
 * could write any address there), a number of proxy hops in front of the server, or the proxies' addresses.
 */
export const TrustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): TrustedProxies => {
    if (/^\d+$/.test(value)) return { hops: Number(value) };
    const addresses = value.split(',').map((entry) => entry.trim());
    if (addresses.every(isProxyAddress)) return { addresses };
    ctx.addIssue({
      code: 'custom',
      message: 'must be a number of proxy hops or a comma-separated list of proxy addresses (IP or CIDR)',
    });
    return z.NEVER;
  });

export interface Window {
  max: number;
  windowMs: number;
}

export interface AuthLimits {
  /**
   * Failed logins per (account, address): the guard against guessing from one place. Per account
   * overall: a ceiling against guessing from many places, which addresses the owner signed in from
   * lately pass (decision 074). Per address, whatever the account: caps the hashing one address costs.
   */
  loginPerAccountAddress: Window;
  loginPerAccount: Window;
  loginPerAddress: Window;
  /** How long a successful login lets its address past the account's ceiling. */
  loginAddressRememberedMs: number;
  /** Registrations, reset requests and resets per address; reset requests per e-mail. */
  registerPerAddress: Window;
  forgotPerAddress: Window;
  forgotPerEmail: Window;
  resetPerAddress: Window;
  /** Verification links an account may have mailed (resends and e-mail changes). */
  verifyMailPerAccount: Window;
}

/** How many bookings one user may leave unpaid and try to make (decision 020). */
export interface BookingLimits {
  /** Bookings of one user that may hold dates unpaid at the same time. */
  unpaidMax: number;
  /** Bookings of one user awaiting a bank transfer (a 72-hour hold) at the same time. */
  unpaidTransfersMax: number;
  /** Booking attempts per user, and per address (offices share one address). */
  perUser: Window;
  perAddress: Window;
}

/** Writes anyone may make without an account, per address. */
export interface WriteLimits {
  contactPerAddress: Window;
  testimonialPerAddress: Window;
}

/** What one host may write in the back-office (decision 072): generous for a person, a ceiling for a script. */
export interface HostWriteLimits {
  /** Every write (POST, PUT, PATCH, DELETE) under host/. */
  writesPerHost: Window;
  /** New listings, drafts included. */
  newListingsPerHost: Window;
}

export interface ChatSocketLimits {
  /** Live feeds one user may hold open in one process (tabs and devices). */
  perUser: number;
  /** Sockets one process holds, those still waiting for their token included. */
  perProcess: number;
  /** Sockets one client address may have open and not yet authenticated, in one process. */
  waitingPerAddress: number;
}

/**
 * How long the server waits on a client (Fastify's options of the same names): a client that sends
 * nothing, or sends a request a byte at a time, cannot hold a socket longer than this.
 */
export interface ServerTimeouts {
  /** A socket with no traffic either way is closed after this (a chat feed, once open, is not). */
  connectionTimeoutMs: number;
  /**
   * A request whose headers have not all arrived by then is answered 408 and closed; one whose body has
   * not arrived by then after its headers is closed. Long enough for two 5 MB photos on a slow line.
   */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this; above the usual proxies' own idle times. */
  keepAliveTimeoutMs: number;
}

const seconds = (fallback: number) => z.coerce.number().int().min(1).max(3600).default(fallback);
const count = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

/** The environment variables of the limits (README, configuration). */
export const LimitsEnvShape = {
  LOGIN_FAILURES_PER_ACCOUNT_ADDRESS: count(10),
  LOGIN_FAILURES_PER_ACCOUNT: count(100),
  LOGIN_FAILURES_PER_ADDRESS: count(100),
  REGISTRATIONS_PER_ADDRESS: count(30),
  PASSWORD_RESET_REQUESTS_PER_ADDRESS: count(30),
  PASSWORD_RESET_REQUESTS_PER_EMAIL: count(5),
  PASSWORD_RESETS_PER_ADDRESS: count(30),
  LOGIN_ADDRESS_REMEMBERED_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  AUTH_LIMIT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  CONTACT_MESSAGES_PER_ADDRESS: count(20),
  TESTIMONIALS_PER_ADDRESS: count(10),
  HOST_WRITES_PER_MINUTE: count(120),
  HOST_NEW_LISTINGS_PER_DAY: count(50),
  CHAT_SOCKETS_PER_PROCESS: count(5_000),
  CHAT_SOCKETS_WAITING_PER_ADDRESS: count(20),
  HTTP_CONNECTION_TIMEOUT_SECONDS: seconds(90),
  HTTP_REQUEST_TIMEOUT_SECONDS: seconds(120),
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: seconds(72),
  BOOKING_UNPAID_MAX: z.coerce.number().int().min(1).max(100).default(5),
  BANK_TRANSFERS_UNPAID_MAX: z.coerce.number().int().min(1).max(100).default(2),
  BOOKING_USER_HOURLY_MAX: count(30),
  BOOKING_ADDRESS_HOURLY_MAX: count(300),
};

type LimitsEnv = z.infer<z.ZodObject<typeof LimitsEnvShape>>;

const MINUTE_MS = 60_000;
const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
/** A user with more tabs than this is rare; a script holding sockets open is not. */
const CHAT_SOCKETS_PER_USER = 5;
/** Mailing verification links is cheap to ask for and costly to abuse (it mails any address). */
const VERIFY_MAILS_PER_ACCOUNT = 5;

export function limitsFromEnv(e: LimitsEnv) {
  const authWindow = (max: number): Window => ({ max, windowMs: e.AUTH_LIMIT_WINDOW_MINUTES * 60_000 });
  return {
    authLimits: {
      loginPerAccountAddress: authWindow(e.LOGIN_FAILURES_PER_ACCOUNT_ADDRESS),
      loginPerAccount: authWindow(e.LOGIN_FAILURES_PER_ACCOUNT),
      loginPerAddress: authWindow(e.LOGIN_FAILURES_PER_ADDRESS),
      loginAddressRememberedMs: e.LOGIN_ADDRESS_REMEMBERED_DAYS * 24 * HOUR_MS,
      registerPerAddress: authWindow(e.REGISTRATIONS_PER_ADDRESS),
      forgotPerAddress: authWindow(e.PASSWORD_RESET_REQUESTS_PER_ADDRESS),
      forgotPerEmail: authWindow(e.PASSWORD_RESET_REQUESTS_PER_EMAIL),
      resetPerAddress: authWindow(e.PASSWORD_RESETS_PER_ADDRESS),
      verifyMailPerAccount: authWindow(VERIFY_MAILS_PER_ACCOUNT),
    } satisfies AuthLimits,
    writeLimits: {
      contactPerAddress: { max: e.CONTACT_MESSAGES_PER_ADDRESS, windowMs: HOUR_MS },
      testimonialPerAddress: { max: e.TESTIMONIALS_PER_ADDRESS, windowMs: HOUR_MS },
    } satisfies WriteLimits,
    hostWriteLimits: {
      writesPerHost: { max: e.HOST_WRITES_PER_MINUTE, windowMs: MINUTE_MS },
      newListingsPerHost: { max: e.HOST_NEW_LISTINGS_PER_DAY, windowMs: DAY_MS },
    } satisfies HostWriteLimits,
    chatSockets: {
      perUser: CHAT_SOCKETS_PER_USER,
      perProcess: e.CHAT_SOCKETS_PER_PROCESS,
      waitingPerAddress: e.CHAT_SOCKETS_WAITING_PER_ADDRESS,
    } satisfies ChatSocketLimits,
    serverTimeouts: {
      connectionTimeoutMs: e.HTTP_CONNECTION_TIMEOUT_SECONDS * 1000,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    } satisfies ServerTimeouts,
    bookingLimits: {
      unpaidMax: e.BOOKING_UNPAID_MAX,
      unpaidTransfersMax: e.BANK_TRANSFERS_UNPAID_MAX,
      perUser: { max: e.BOOKING_USER_HOURLY_MAX, windowMs: HOUR_MS },
      perAddress: { max: e.BOOKING_ADDRESS_HOURLY_MAX, windowMs: HOUR_MS },
    } satisfies BookingLimits,
  };
}
