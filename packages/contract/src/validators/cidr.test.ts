import { describe, expect, it } from 'vitest';
import { asCidr } from './cidr.ts';

describe("an operator's allow-list entry", () => {
  it('keeps a block and makes a bare address a block of one', () => {
    expect(asCidr('203.0.113.0/24')).toBe('203.0.113.0/24');
    expect(asCidr(' 198.51.100.7 ')).toBe('198.51.100.7/32');
    expect(asCidr('2001:DB8::/32')).toBe('2001:db8::/32');
    expect(asCidr('::1')).toBe('::1/128');
    expect(asCidr('0.0.0.0/0')).toBe('0.0.0.0/0');
  });

  it('refuses what is not an address or a block', () => {
    for (const bad of [
      '203.0.113.999/24',
      '10.0.0.0/33',
      '2001:db8::/129',
      '1.2.3',
      '1:2:3:4:5:6:7:8:9',
      '2001::db8::1',
      'localhost',
      '10.0.0.0/24/8',
      '10.0.0.0/',
      '',
    ])
      expect(asCidr(bad), bad).toBeNull();
  });
});
