const IPV4 = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HEXTET = /^[0-9a-f]{1,4}$/i;

function isIpv6(value: string): boolean {
  if (!/^[0-9a-f:]+$/i.test(value)) return false;
  const halves = value.split('::');
  if (halves.length > 2) return false;
  const groups = halves.flatMap((half) => (half === '' ? [] : half.split(':')));
  if (!groups.every((group) => HEXTET.test(group))) return false;
  return halves.length === 2 ? groups.length < 8 : groups.length === 8;
}

/**
 * An operator's allow-list entry as a CIDR block: '203.0.113.0/24' stays, a bare address
 * becomes a block of one ('203.0.113.7' → '203.0.113.7/32', '2001:db8::1' → '/128'); null
 * for anything else (a 999 octet, a prefix longer than the address).
 */
export function asCidr(text: string): string | null {
  const [address = '', prefix, extra] = text.trim().toLowerCase().split('/');
  if (extra !== undefined) return null;
  const bits = IPV4.test(address) ? 32 : isIpv6(address) ? 128 : 0;
  if (bits === 0) return null;
  if (prefix === undefined) return `${address}/${bits}`;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits) return null;
  return `${address}/${Number(prefix)}`;
}
