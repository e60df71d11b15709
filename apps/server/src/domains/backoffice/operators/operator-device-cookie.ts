import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { BACKOFFICE_API } from '@lale/contract/backoffice';
import { parse, serialize } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The operator's device cookie, as the players' (accounts/device-cookie.ts): a browser an
 * operator has signed in from carries `v1.<operator id>.<device id>.<HMAC>`, so its sign-in
 * attempts spend an allowance of their own that nobody failing elsewhere can use up.
 */
export const OPERATOR_DEVICE_COOKIE = 'lale_opdev';
const LIFETIME_SECONDS = 365 * 24 * 3600;
const SHAPE = /^v1\.(\d{1,10})\.([\w-]{22})\.([\w-]{43})$/;

export interface OperatorDevices {
  /** The device id the request's cookie proves for this operator; null: none, forged, another's. */
  deviceOf(request: FastifyRequest, operatorId: number): Promise<string | null>;
  /** Marks the browser as one the operator has signed in from. */
  remember(reply: FastifyReply, operatorId: number): Promise<void>;
}

/** HttpOnly, SameSite Strict, sent to the back office's API only; signed with `secret()`. */
export function operatorDevices(secret: () => Promise<string>, secure: boolean): OperatorDevices {
  const sign = async (body: string) =>
    createHmac('sha256', await secret())
      .update(body)
      .digest('base64url');
  return {
    async deviceOf(request, operatorId) {
      const header = request.headers.cookie;
      const match = SHAPE.exec((header && parse(header)[OPERATOR_DEVICE_COOKIE]) || '');
      if (!match || Number(match[1]) !== operatorId) return null;
      const given = Buffer.from(match[3]!);
      const expected = Buffer.from(await sign(`v1.${match[1]}.${match[2]}`));
      return given.length === expected.length && timingSafeEqual(given, expected)
        ? match[2]!
        : null;
    },
    async remember(reply, operatorId) {
      const body = `v1.${operatorId}.${randomBytes(16).toString('base64url')}`;
      reply.header(
        'set-cookie',
        serialize(OPERATOR_DEVICE_COOKIE, `${body}.${await sign(body)}`, {
          httpOnly: true,
          sameSite: 'strict',
          secure,
          path: BACKOFFICE_API,
          maxAge: LIFETIME_SECONDS,
        }),
      );
    },
  };
}
