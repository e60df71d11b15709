import { isIPv4, isIPv6 } from 'node:net';

/** An address as a number on its own line: IPv4 fits a double, IPv6 needs 128 bits. */
export type IpNumber = { version: 4; value: number } | { version: 6; value: bigint };

/** The address a socket or X-Forwarded-For gives, IPv4-mapped IPv6 (`::ffff:a.b.c.d`) as IPv4. */
export function ipNumber(address: string): IpNumber | null {
  const text = address.trim();
  if (isIPv4(text)) return { version: 4, value: ipv4Number(text) };
  if (!isIPv6(text)) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text);
  if (mapped) return { version: 4, value: ipv4Number(mapped[1]!) };
  return { version: 6, value: ipv6Number(text) };
}

/** The address as the databases index it: an IPv4-mapped IPv6 address as plain IPv4. */
export function plainAddress(address: string): string {
  const text = address.trim();
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(text) ? text.slice(7) : text;
}

export function ipv4Number(address: string): number {
  return address.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
}

export function ipv6Number(address: string): bigint {
  let text = address.split('%')[0]!;
  // A trailing dotted quad (::1.2.3.4) is the last 32 bits.
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (quad) {
    const v4 = ipv4Number(quad[1]!);
    text = `${text.slice(0, -quad[1]!.length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return groups.reduce((sum, group) => (sum << 16n) | BigInt(parseInt(group, 16)), 0n);
}
