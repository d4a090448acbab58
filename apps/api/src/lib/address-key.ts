import { isIPv4, isIPv6 } from 'node:net';

/** Groups of an IPv6 address that name its network: a subscriber is handed a whole /64. */
const NETWORK_GROUPS = 4;

/** The eight 16-bit groups of an IPv6 address without its zone, a dotted IPv4 tail read as two groups. */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const part = (text: string) => {
    if (text === '') return [];
    return text.split(':').flatMap((group) => {
      if (!group.includes('.')) return [Number.parseInt(group, 16)];
      const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
      return [(a << 8) | b, (c << 8) | d];
    });
  };
  const start = part(head);
  if (tail === undefined) return start;
  const end = part(tail);
  return [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

const isMappedIPv4 = (groups: number[]) =>
  groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;

/**
 * The key a per-address limit counts a client under (decision 074): an IPv4 address as it is, an
 * IPv4-mapped IPv6 address as its IPv4, any other IPv6 address as its /64 network, since whoever
 * holds one address of a /64 can use all 2^64 of them. Anything else (never a socket's address) is
 * kept as given.
 */
export function addressLimitKey(address: string): string {
  if (isIPv4(address)) return address;
  const bare = address.split('%')[0] ?? address;
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare.toLowerCase());
  if (isMappedIPv4(groups)) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, NETWORK_GROUPS)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
