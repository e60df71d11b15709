import { createHash, randomBytes } from 'node:crypto';
import { parse, serialize } from 'cookie';

/**
 * A guest's live support cookie: 256 random bits, HttpOnly, SameSite Lax, sent to /endpoint
 * (the RPC, the attachments and the live channel). The database keeps only its SHA-256.
 */
export const SUPPORT_GUEST_COOKIE = 'lale_support';
const MAX_AGE_SECONDS = 30 * 24 * 3600;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const guestKeyOf = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** The guest key a cookie header proves, or null (a malformed cookie proves nothing). */
export function guestKeyFromHeader(header: string | undefined): string | null {
  const token = header ? parse(header)[SUPPORT_GUEST_COOKIE] : undefined;
  return token && TOKEN.test(token) ? guestKeyOf(token) : null;
}

export function guestKeyFromToken(token: string | undefined): string | null {
  return token && TOKEN.test(token) ? guestKeyOf(token) : null;
}

/** A new guest token and the Set-Cookie header that gives it to the browser. */
export function newGuestCookie(secure: boolean): { key: string; header: string } {
  const token = randomBytes(32).toString('base64url');
  const header = serialize(SUPPORT_GUEST_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/endpoint',
    maxAge: MAX_AGE_SECONDS,
  });
  return { key: guestKeyOf(token), header };
}
