import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256 random bits, URL-safe: session ids, login challenges, emailed links. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The shape of `newSecret()` output; anything else is refused before touching the database. */
export const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A public name for a stored record (e.g. a session in the player's device list). */
export function newPublicId(): string {
  return randomBytes(12).toString('base64url');
}

/** What the database keeps instead of a secret: a leaked table grants nothing. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A uniformly random code of `digits` digits, leading zeros kept. */
export function newNumericCode(digits = 6): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}
