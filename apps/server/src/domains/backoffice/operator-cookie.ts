import { parse, serialize } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The operator's session cookie: its own name and path, never the player's `lale_sid`.
 * HttpOnly, SameSite Strict (the back office is never entered from another site), Secure
 * in production, sent only to /backoffice.
 */
export const OPERATOR_COOKIE = 'lale_op';
const options = (secure: boolean) =>
  ({ httpOnly: true, sameSite: 'strict', secure, path: '/backoffice' }) as const;

export function readOperatorCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  return header ? parse(header)[OPERATOR_COOKIE] || undefined : undefined;
}

export function writeOperatorCookie(
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
  secure: boolean,
): void {
  reply.header(
    'set-cookie',
    serialize(OPERATOR_COOKIE, token, { ...options(secure), maxAge: maxAgeSeconds }),
  );
}

export function clearOperatorCookie(reply: FastifyReply, secure: boolean): void {
  reply.header(
    'set-cookie',
    serialize(OPERATOR_COOKIE, '', { ...options(secure), maxAge: 0, expires: new Date(0) }),
  );
}
