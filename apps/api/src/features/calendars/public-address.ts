import { BlockList } from 'node:net';

/**
 * Where no calendar feed may lead unless its host is allowed by name: this machine, its networks and
 * addresses that route nowhere public (RFC 6890). IPv4 addresses written as IPv6 (::ffff:a.b.c.d)
 * match the IPv4 ranges.
 */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  notPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  notPublic.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address (4 or 6) is on the public internet. */
export function isPublicAddress(address: string, family: 4 | 6): boolean {
  return !notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
