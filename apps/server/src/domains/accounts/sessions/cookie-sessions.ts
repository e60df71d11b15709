import { parse, serialize } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.ts';
import type { SessionCookies, SessionResolver } from '../../../rpc/dispatcher.ts';
import { SECRET_SHAPE } from '../../../platform/secrets.ts';
import type { SessionService } from './session-service.ts';

import { SESSION_COOKIE } from '../../../http/session-cookie.ts';

export { SESSION_COOKIE };

/**
 * The session secret lives only in this cookie: HttpOnly (out of reach of scripts), SameSite
 * Lax (not sent by cross-site posts), Secure in production, for the whole site.
 * Read and written here, only by the calls that need it: a cookie plugin's hooks would run on
 * every request, anonymous lobby calls included.
 */
export function sessionCookies(secure: boolean): SessionCookies {
  const options = { httpOnly: true, sameSite: 'lax', secure, path: '/' } as const;
  return {
    read: (request: FastifyRequest) => {
      const header = request.headers.cookie;
      return header ? parse(header)[SESSION_COOKIE] || undefined : undefined;
    },
    write: (reply: FastifyReply, token: string, maxAgeSeconds: number) => {
      reply.header(
        'set-cookie',
        serialize(SESSION_COOKIE, token, { ...options, maxAge: maxAgeSeconds }),
      );
    },
    clear: (reply: FastifyReply) => {
      reply.header(
        'set-cookie',
        serialize(SESSION_COOKIE, '', { ...options, maxAge: 0, expires: new Date(0) }),
      );
    },
  };
}

/** Resolves the cookie's session; the `user` block of the body is never trusted for this. */
export function cookieSessionResolver(
  db: Db,
  service: SessionService,
  cookies: SessionCookies,
): SessionResolver {
  return {
    cookies,
    async resolve(request) {
      const token = cookies.read(request);
      if (!token) return null;
      if (!SECRET_SHAPE.test(token)) return 'expired';
      return service.resolve(db, token);
    },
  };
}
