import type { TrustedProxies } from '../config.ts';

type TrustProxyOption = false | string[] | ((address: string, hop: number) => boolean);

/**
 * Fastify's `trustProxy` for the configured proxies. Fastify refuses a bare hop count, because it
 * trusts whoever connects; an operator who sets one states that only their proxies can reach the
 * server, so the count is honoured: the address the last trusted proxy saw becomes `request.ip`.
 */
export function trustProxyOption(trusted: TrustedProxies | undefined): TrustProxyOption {
  if (!trusted) return false;
  if ('addresses' in trusted) return trusted.addresses;
  const { hops } = trusted;
  return hops === 0 ? false : (_address, hop) => hop < hops;
}
