import { parse, serialize } from 'cookie';

/**
 * The operator's pass to the live channel. The back office's own cookie goes only to
 * /backoffice, so the console copies the operator's session secret into this cookie, sent
 * only to the live channel's path: it is worth what the session is (revoked at sign-out).
 */
export const OPERATOR_LIVE_COOKIE = 'lale_op_live';

export function operatorLivePassHeader(token: string, maxAgeSeconds: number, secure: boolean) {
  return serialize(OPERATOR_LIVE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/endpoint/ws',
    maxAge: maxAgeSeconds,
  });
}

export function operatorLivePass(header: string | undefined): string | undefined {
  return header ? parse(header)[OPERATOR_LIVE_COOKIE] || undefined : undefined;
}
