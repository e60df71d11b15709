import { BlockList, isIP } from 'node:net';

/**
 * Whether `ip` is inside one of the operator's CIDR blocks; an empty list admits any address.
 * An IPv4 address written as IPv6 (::ffff:203.0.113.7) counts as the IPv4 one.
 */
export function addressAllowed(allowList: readonly string[], ip: string): boolean {
  if (allowList.length === 0) return true;
  const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const family = isIP(address);
  if (family === 0) return false;
  const blocks = new BlockList();
  for (const cidr of allowList) {
    const [network = '', prefix = ''] = cidr.split('/');
    const type = isIP(network) === 6 ? 'ipv6' : 'ipv4';
    if (isIP(network) === 0) continue;
    blocks.addSubnet(network, Number(prefix), type);
  }
  return blocks.check(address, family === 6 ? 'ipv6' : 'ipv4');
}
