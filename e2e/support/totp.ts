import { createHmac } from 'node:crypto';

/**
 * RFC 6238 TOTP written from the RFC with node:crypto alone, so the browser tests check the
 * server's authenticator against an implementation that shares no code with it.
 */
export const STEP_SECONDS = 30;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, as authenticator apps take their keys (padding and spaces ignored). */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** RFC 4226 HOTP with SHA-1: HMAC of the 8-byte counter, dynamic truncation, `digits` digits. */
export function hotp(key: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(binary).padStart(digits, '0');
}

/** The time step of a moment (T0 = 0). */
export function stepAt(unixSeconds: number): number {
  return Math.floor(unixSeconds / STEP_SECONDS);
}

/** RFC 6238 TOTP of a moment given in Unix seconds. */
export function totpAt(key: Buffer, unixSeconds: number, digits = 6): string {
  return hotp(key, stepAt(unixSeconds), digits);
}
