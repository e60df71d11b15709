import { createHmac } from 'node:crypto';

/**
 * RFC 6238 TOTP written apart from the server's library, so the tests check the server
 * against the standard rather than against itself. HMAC-SHA-1, 30 s steps.
 */
export function rfc6238(key: Buffer, unixMs: number, digits = 6, stepSeconds = 30): string {
  const counter = Math.floor(unixMs / 1000 / stepSeconds);
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 (what authenticator apps are given) to bytes. */
export function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The code an authenticator app shows for a base32 secret at `unixMs`. */
export function authenticatorCode(secretBase32: string, unixMs: number): string {
  return rfc6238(base32Decode(secretBase32), unixMs);
}
