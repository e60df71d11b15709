import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { findProviderSession } from '../seamless/provider-sessions.ts';
import {
  createSeamlessWallet,
  SeamlessError,
  type SeamlessErrorCode,
} from '../seamless/seamless-wallet.ts';
import { providerSecrets } from '../seamless/provider-secrets.ts';

export const SIGNATURE_HEADER = 'x-lale-signature';

const id = z.string().min(1).max(100);
const playerId = z.number().int().positive();
const amount = z.number().int().nonnegative();
const bodies = {
  authenticate: z.object({ provider: z.string(), token: z.string() }),
  balance: z.object({ provider: z.string(), playerId }),
  bet: z.object({
    provider: z.string(),
    token: z.string(),
    playerId,
    transactionId: id,
    roundId: id,
    gameId: id,
    amount,
  }),
  win: z.object({
    provider: z.string(),
    playerId,
    transactionId: id,
    roundId: id,
    gameId: id,
    amount,
  }),
  rollback: z.object({
    provider: z.string(),
    playerId,
    transactionId: id,
    roundId: id,
    rollbackTransactionId: id,
  }),
};
type Action = keyof typeof bodies;

const STATUS: Partial<Record<SeamlessErrorCode, number>> = {
  INVALID_SIGNATURE: 401,
  UNKNOWN_PROVIDER: 401,
  INVALID_REQUEST: 400,
};

function fail(reply: FastifyReply, code: SeamlessErrorCode) {
  return reply.code(STATUS[code] ?? 200).send({ status: 'ERROR', code });
}

/** Constant-time comparison of the hex HMAC-SHA256 of the raw body. */
export function signatureMatches(secret: string, rawBody: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

/**
 * The seamless wallet for outside studios: POST /provider/v1/{action}, JSON signed with the
 * studio's secret. The contract is docs/provider-wallet.md. Refusals change nothing.
 */
export function registerProviderWallet(
  app: FastifyInstance,
  deps: { db: Db; now: () => Date },
): void {
  const wallet = createSeamlessWallet();
  const secrets = providerSecrets(deps.db);
  void app.register(async (scope) => {
    // The signature covers the exact bytes sent, so the body is kept as text.
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    scope.post<{ Params: { action: string } }>('/provider/v1/:action', async (request, reply) => {
      const action = request.params.action as Action;
      if (!Object.hasOwn(bodies, action))
        return reply.code(404).send({ status: 'ERROR', code: 'NOT_FOUND' });
      const raw = typeof request.body === 'string' ? request.body : '';
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return fail(reply, 'INVALID_REQUEST');
      }
      const provider = (json as { provider?: unknown } | null)?.provider;
      const secret = typeof provider === 'string' ? await secrets.get(provider) : null;
      if (!secret) return fail(reply, 'UNKNOWN_PROVIDER');
      if (!signatureMatches(secret, raw, request.headers[SIGNATURE_HEADER]))
        return fail(reply, 'INVALID_SIGNATURE');
      const parsed = bodies[action].safeParse(json);
      if (!parsed.success) return fail(reply, 'INVALID_REQUEST');
      try {
        return { status: 'OK', currency: 'TRY', ...(await handle(action, parsed.data)) };
      } catch (error) {
        if (error instanceof SeamlessError) return fail(reply, error.code);
        throw error;
      }
    });
  });

  async function handle(action: Action, body: Record<string, unknown>): Promise<object> {
    const { db } = deps;
    switch (action) {
      case 'authenticate': {
        const b = body as z.infer<typeof bodies.authenticate>;
        const session = await findProviderSession(db, b.provider, b.token);
        if (!session) throw new SeamlessError('INVALID_TOKEN');
        if (session.expiresAt <= deps.now()) throw new SeamlessError('SESSION_EXPIRED');
        const answer = await wallet.authenticate(db, {
          provider: b.provider,
          playerId: session.userId,
        });
        return { ...answer, gameId: session.gameId };
      }
      case 'balance': {
        const b = body as z.infer<typeof bodies.balance>;
        return wallet.balance(db, b);
      }
      case 'bet': {
        const { token, ...b } = body as z.infer<typeof bodies.bet>;
        // New stakes need a live session; settling what was staked (win, rollback) does not.
        const session = { token, now: deps.now() };
        return { ...(await wallet.bet(db, { ...b, session })), transactionId: b.transactionId };
      }
      case 'win': {
        const b = body as z.infer<typeof bodies.win>;
        return { ...(await wallet.win(db, b)), transactionId: b.transactionId };
      }
      case 'rollback': {
        const b = body as z.infer<typeof bodies.rollback>;
        return { ...(await wallet.rollback(db, b)), transactionId: b.transactionId };
      }
    }
  }
}
