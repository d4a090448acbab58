import { type LookupAddress, lookup } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { CalendarImportConfig } from '../../config.ts';
import { isPublicAddress } from './public-address.ts';

export type FeedFailure =
  | 'private-address'
  | 'unreachable'
  | 'timeout'
  | 'too-large'
  | 'too-many-redirects'
  | 'http-status'
  | 'not-calendar';

/** Why a feed could not be read; `status` is the server's answer for 'http-status'. */
export class FeedFetchError extends Error {
  constructor(
    readonly failure: FeedFailure,
    readonly status?: number,
  ) {
    super(`calendar feed: ${failure}${status ? ` ${status}` : ''}`);
  }
}

type FetchLimits = Pick<CalendarImportConfig, 'allowedHosts' | 'timeoutMs' | 'maxBytes' | 'maxRedirects'>;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The host part as DNS and `isIP` know it: lower case, an IPv6 literal without its brackets. */
const bareHost = (url: URL) => url.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');

/**
 * A DNS lookup that fails when the name leads to any address off the public internet, so the
 * connection can only be made to an address that was checked (no second resolution to race).
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (addresses.length === 0 || addresses.some((a) => !isPublicAddress(a.address, a.family === 4 ? 4 : 6)))
      return callback(new FeedFetchError('private-address'), '', 0);
    if (options.all) return callback(null, addresses);
    const [first] = addresses as [LookupAddress];
    return callback(null, first.address, first.family);
  });
};

/**
 * Reads a calendar feed over http or https (decision 103): refuses addresses off the public internet
 * unless the host is allowed by name (checked again after each redirect, at most `maxRedirects`),
 * gives up after `timeoutMs` for the whole exchange and stops reading past `maxBytes`.
 */
export async function fetchFeed(address: string, limits: FetchLimits): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
  try {
    let url = new URL(address);
    for (let redirects = 0; ; redirects += 1) {
      const response = await request(url, limits, controller.signal);
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode ?? 0) && location) {
        response.resume();
        if (redirects >= limits.maxRedirects) throw new FeedFetchError('too-many-redirects');
        url = new URL(location, url);
        continue;
      }
      if (response.statusCode !== 200) {
        response.resume();
        throw new FeedFetchError('http-status', response.statusCode);
      }
      return await readBody(response, limits.maxBytes);
    }
  } catch (error) {
    if (controller.signal.aborted) throw new FeedFetchError('timeout');
    if (error instanceof FeedFetchError) throw error;
    if (error instanceof Error && 'cause' in error && error.cause instanceof FeedFetchError)
      throw error.cause;
    throw new FeedFetchError('unreachable');
  } finally {
    clearTimeout(timer);
  }
}

function request(url: URL, limits: FetchLimits, signal: AbortSignal): Promise<IncomingMessage> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FeedFetchError('unreachable');
  const host = bareHost(url);
  const allowed = limits.allowedHosts.includes(host);
  const family = isIP(host);
  // A literal address is connected to without a lookup, so it is checked here.
  if (!allowed && family !== 0 && !isPublicAddress(host, family === 4 ? 4 : 6))
    throw new FeedFetchError('private-address');
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.get(
      url,
      {
        signal,
        headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'Scrivania calendar import' },
        ...(allowed ? {} : { lookup: publicOnlyLookup }),
      },
      resolve,
    );
    outgoing.on('error', reject);
  });
}

function readBody(response: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    return Promise.reject(new FeedFetchError('too-large'));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        // Settled first: destroying the stream reports it aborted at once.
        reject(new FeedFetchError('too-large'));
        response.destroy();
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    response.on('error', reject);
    response.on('aborted', () => reject(new FeedFetchError('unreachable')));
  });
}
