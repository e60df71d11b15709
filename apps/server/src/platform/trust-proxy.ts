import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * The proxies whose X-Forwarded-For hops are believed (Fastify's `trustProxy`): none, the
 * nearest n hops, or those from the listed addresses and CIDR ranges. The client's address is
 * then the right-most hop no trusted proxy added; what the client wrote in front is ignored.
 * Never "trust all": the left-most entry is whatever the client sent.
 */
export type TrustProxy = false | string[] | TrustHops;

/** Fastify's trust function, as proxy-addr calls it: hop 0 is the socket's peer. */
export type TrustHops = (address: string, hop: number) => boolean;

/** The nearest `hops` proxies (Fastify's numeric trustProxy, which its types leave out). */
export const trustNearestHops =
  (hops: number): TrustHops =>
  (_address, hop) =>
    hop < hops;

const OFF = new Set(['false', '0', 'no']);
// The single proxy of the README's set-up: the hop it appends, and no more.
const ONE_PROXY = new Set(['true', 'yes']);
// proxy-addr's names for the private ranges.
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY: false (off), true (one proxy), a hop count, or addresses/CIDRs, comma-separated. */
export const trustProxySetting = z.string().transform((text, ctx): TrustProxy => {
  const value = text.trim().toLowerCase();
  if (OFF.has(value)) return false;
  if (ONE_PROXY.has(value)) return trustNearestHops(1);
  if (/^\d{1,2}$/.test(value)) return trustNearestHops(Number(value));
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.length > 0 && entries.every(isAddressOrRange)) return entries;
  ctx.addIssue({
    code: 'custom',
    message: 'false, true, a hop count or a comma-separated list of addresses and CIDR ranges',
  });
  return z.NEVER;
});
