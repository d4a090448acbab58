import { describe, expect, it } from 'vitest';
import { addressLimitKey } from './address-key.ts';

describe('addressLimitKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressLimitKey('203.0.113.7')).toBe('203.0.113.7');
  });

  it('reads an IPv4-mapped IPv6 address as its IPv4, in either spelling', () => {
    expect(addressLimitKey('::ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(addressLimitKey('::FFFF:0102:0304')).toBe('1.2.3.4');
    expect(addressLimitKey('0:0:0:0:0:ffff:1.2.3.4')).toBe('1.2.3.4');
  });

  it('keys an IPv6 address by its /64 network, however it is written', () => {
    const key = '2001:db8:0:1::/64';
    for (const spelling of [
      '2001:db8:0:1::1',
      '2001:0DB8:0000:0001:ffff:ffff:ffff:fffe',
      '2001:db8::1:abcd:0:0:1',
      '2001:db8:0:1:a::%eth0',
      '2001:db8:0:1::1%25',
    ])
      expect(addressLimitKey(spelling), spelling).toBe(key);
    expect(addressLimitKey('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
  });

  it('keys compressed forms at either end and an IPv4 tail that is not a mapping', () => {
    expect(addressLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(addressLimitKey('fe80::1%en0')).toBe('fe80:0:0:0::/64');
    expect(addressLimitKey('2001:db8:1:2::')).toBe('2001:db8:1:2::/64');
    expect(addressLimitKey('64:ff9b::198.51.100.1')).toBe('64:ff9b:0:0::/64');
  });

  it('keeps what is not an address as given', () => {
    expect(addressLimitKey('unknown')).toBe('unknown');
  });
});
