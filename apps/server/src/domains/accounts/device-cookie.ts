import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { RPC_PATH } from '@lale/contract/envelope';
import { serialize } from 'cookie';
import type { HttpFacet } from '../../rpc/handler.ts';

/**
 * The device cookie (OWASP "device cookies"): a browser that has signed in to an account
 * carries `v1.<uid>.<device id>.<HMAC>`, so its own login attempts spend an allowance of their
 * own, untouched by whoever guesses at the account elsewhere. Signed with a server secret, so
 * it cannot be made up; bound to one account, so it is worth nothing for another.
 */
export const DEVICE_COOKIE = 'lale_dev';
const LIFETIME_SECONDS = 365 * 24 * 3600;
const SHAPE = /^v1\.(\d{1,10})\.([\w-]{22})\.([\w-]{43})$/;

export interface DeviceCookies {
  /** The device id the request's cookie proves for this account; null: none, forged, another's. */
  deviceOf(http: HttpFacet, uid: number): string | null;
  /** Marks the browser as one the account has signed in from (a new id, a year's lifetime). */
  remember(http: HttpFacet, uid: number): void;
}

/**
 * HttpOnly (no script reads it), SameSite Strict and sent to the RPC endpoint only, where the
 * login call reads it; Secure wherever the session cookie is.
 */
export function deviceCookies(secret: string, secure: boolean): DeviceCookies {
  const sign = (body: string) => createHmac('sha256', secret).update(body).digest('base64url');
  return {
    deviceOf(http, uid) {
      const match = SHAPE.exec(http.cookie(DEVICE_COOKIE) ?? '');
      if (!match || Number(match[1]) !== uid) return null;
      const body = `v1.${match[1]}.${match[2]}`;
      const given = Buffer.from(match[3]!);
      const expected = Buffer.from(sign(body));
      return given.length === expected.length && timingSafeEqual(given, expected)
        ? match[2]!
        : null;
    },
    remember(http, uid) {
      const body = `v1.${uid}.${randomBytes(16).toString('base64url')}`;
      http.addSetCookie(
        serialize(DEVICE_COOKIE, `${body}.${sign(body)}`, {
          httpOnly: true,
          sameSite: 'strict',
          secure,
          path: RPC_PATH,
          maxAge: LIFETIME_SECONDS,
        }),
      );
    },
  };
}
