import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key.ts';

// docs/security.md, part 3: a per-address limit counts an IPv6 caller by its /64.

describe('addressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(addressKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    const key = '2001:db8:0:1::/64';
    for (const ip of [
      '2001:db8:0:1::1',
      '2001:db8:0:1:ffff:ffff:ffff:ffff',
      '2001:0DB8:0000:0001:a1b2:c3d4:e5f6:0708',
      '2001:db8::1:0:0:0:9',
      '2001:db8:0:1::1%eth0',
      '2001:db8:0:1:0:0:198.51.100.1',
    ]) {
      expect(addressKey(ip), ip).toBe(key);
    }
    expect(addressKey('2001:db8:0:2::1')).toBe('2001:db8:0:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%en0')).toBe('fe80:0:0:0::/64');
  });

  it('keeps what is not an address as it is', () => {
    expect(addressKey('')).toBe('');
    expect(addressKey('desconocida')).toBe('desconocida');
    expect(addressKey('2001:db8::g')).toBe('2001:db8::g');
  });
});
