import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SiteChanges } from '../../../platform/live/site-changes.ts';
import type { Db } from '../../../db/client.ts';
import { findProviderSession } from '../seamless/provider-sessions.ts';
import { route } from '../../../http/route.ts';
import { Refusal, refusals } from '../../../platform/refusal.ts';
import { createSeamlessWallet } from '../seamless/seamless-wallet.ts';
import { providerSecrets } from '../seamless/provider-secrets.ts';
import { walletTransport } from './wallet-transport.ts';

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

const UNREADABLE = Symbol('unreadable JSON');

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
  deps: { db: Db; now: () => Date; changes?: SiteChanges },
): void {
  const wallet = createSeamlessWallet();
  const secrets = providerSecrets(deps.db, deps.changes);
  // The exact bytes the signature covers; the body itself is their JSON (or UNREADABLE).
  const rawBodies = new WeakMap<FastifyRequest, string>();

  /** Readable JSON from a known provider, signed with its secret; checked in that order. */
  const signedByProvider = async (request: FastifyRequest) => {
    const raw = rawBodies.get(request);
    if (raw === undefined || request.body === UNREADABLE) throw refusals.wallet('INVALID_REQUEST');
    const provider = (request.body as { provider?: unknown } | null)?.provider;
    const secret = typeof provider === 'string' ? await secrets.get(provider) : null;
    if (!secret) throw refusals.wallet('UNKNOWN_PROVIDER');
    if (!signatureMatches(secret, raw, request.headers[SIGNATURE_HEADER]))
      throw refusals.wallet('INVALID_SIGNATURE');
  };

  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      rawBodies.set(request, String(body));
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(null, UNREADABLE);
      }
    });
    for (const action of Object.keys(bodies) as Action[])
      route(scope, {
        method: 'POST',
        url: `/provider/v1/${action}`,
        transport: walletTransport,
        auth: { proof: 'provider signature' },
        guard: signedByProvider,
        serverToServer: true,
        body: bodies[action],
        handler: ({ body, request }) => logged(request, action, body),
      });
    // Called by studios' servers like the actions, so exempt from the Origin check as they are.
    route(scope, {
      method: 'POST',
      url: '/provider/v1/:action',
      transport: walletTransport,
      auth: 'none',
      serverToServer: true,
      handler: ({ reply }) => reply.code(404).send({ status: 'ERROR', code: 'NOT_FOUND' }),
    });
  });

  /** One line per call, in the request's log (its reqId), with what the studio asked. */
  async function logged(
    request: FastifyRequest,
    action: Action,
    body: Record<string, unknown>,
  ): Promise<object> {
    const call = {
      action,
      provider: body.provider,
      transactionId: body.transactionId,
      roundId: body.roundId,
      amount: body.amount,
    };
    try {
      const answer = await handle(action, body);
      request.log.info(call, 'provider wallet call');
      return answer;
    } catch (error) {
      if (error instanceof Refusal)
        request.log.info({ ...call, refused: error.code }, 'provider wallet call refused');
      throw error;
    }
  }

  async function handle(action: Action, body: Record<string, unknown>): Promise<object> {
    const { db } = deps;
    switch (action) {
      case 'authenticate': {
        const b = body as z.infer<typeof bodies.authenticate>;
        const session = await findProviderSession(db, b.provider, b.token);
        if (!session) throw refusals.wallet('INVALID_TOKEN');
        if (session.expiresAt <= deps.now()) throw refusals.wallet('SESSION_EXPIRED');
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
