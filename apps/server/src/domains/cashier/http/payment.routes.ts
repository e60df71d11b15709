import type { FastifyInstance, FastifyReply } from 'fastify';
import { withTransaction, type Db } from '../../../db/client.ts';
import { RpcError } from '../../../rpc/errors.ts';
import { cashierRequestsRepository } from '../cashier-requests.repository.ts';
import {
  loadPaymentProvider,
  SIGNATURE_HEADER,
  signBody,
  simulatorSecret,
} from '../payment-provider.ts';
import { applyProviderCallback } from '../provider-callbacks.service.ts';
import { simulatorPage } from './simulator-page.ts';

export interface PaymentRoutesDeps {
  db: Db;
  now: () => Date;
  /** The simulated provider's checkout pages exist outside production only. */
  simulator: boolean;
}

const PROVIDER_CODE = /^[a-z0-9-]{2,30}$/;

/**
 * POST /endpoint/payments/:provider/callback: a provider's signed word on a prepaid deposit,
 * read from the raw body (the signature covers its exact bytes). Unsigned or forged: 401 and
 * nothing changes; a replay answers the first outcome.
 */
export async function registerPaymentRoutes(
  app: FastifyInstance,
  deps: PaymentRoutesDeps,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.post<{ Params: { provider: string } }>(
      '/endpoint/payments/:provider/callback',
      async (request, reply) => {
        const code = request.params.provider;
        const provider = PROVIDER_CODE.test(code) ? await loadPaymentProvider(deps.db, code) : null;
        if (!provider) return reply.code(404).send({ ok: false, error: 'unknown_provider' });
        const signature = request.headers[SIGNATURE_HEADER];
        const callback = provider.readCallback(
          typeof request.body === 'string' ? request.body : '',
          typeof signature === 'string' ? signature : undefined,
        );
        if (!callback) {
          request.log.warn({ provider: code }, 'payment callback refused: bad signature or body');
          return reply.code(401).send({ ok: false, error: 'bad_signature' });
        }
        return settle(code, callback, reply);
      },
    );

    async function settle(
      code: string,
      callback: Parameters<typeof applyProviderCallback>[2],
      reply: FastifyReply,
    ) {
      try {
        const outcome = await withTransaction(deps.db, (tx) =>
          applyProviderCallback(tx, code, callback, deps.now()),
        );
        return { ok: true, status: outcome.request.status, replayed: outcome.replayed };
      } catch (error) {
        if (!(error instanceof RpcError)) throw error;
        return reply.code(error.code).send({ ok: false, error: error.key });
      }
    }

    if (!deps.simulator) return;

    scope.get<{ Querystring: { reference?: string } }>(
      '/endpoint/payments/simulated/checkout',
      async (request, reply) => {
        const reference = String(request.query.reference ?? '').slice(0, 64);
        const row = await cashierRequestsRepository.findByProviderReference(deps.db, reference);
        if (!row) return reply.code(404).send({ ok: false, error: 'not_found' });
        return reply.type('text/html; charset=utf-8').send(simulatorPage(row));
      },
    );

    // The simulated provider's own back end: it signs its callback with its secret and
    // delivers it through the same verification a real provider's callback meets.
    scope.post<{ Body: { reference?: string; outcome?: string } }>(
      '/endpoint/payments/simulated/complete',
      async (request, reply) => {
        const reference = String(request.body?.reference ?? '').slice(0, 64);
        const row = await cashierRequestsRepository.findByProviderReference(deps.db, reference);
        const provider = await loadPaymentProvider(deps.db, 'simulated');
        if (!row || !provider) return reply.code(404).send({ ok: false, error: 'not_found' });
        const body = JSON.stringify({
          reference,
          status: request.body?.outcome === 'paid' ? 'paid' : 'failed',
          amount: row.amount,
        });
        const response = await app.inject({
          method: 'POST',
          url: '/endpoint/payments/simulated/callback',
          headers: {
            'content-type': 'application/json',
            [SIGNATURE_HEADER]: signBody(await simulatorSecret(deps.db), body),
          },
          payload: body,
        });
        if (response.statusCode !== 200)
          return reply.code(response.statusCode).send(response.json());
        return reply.redirect('/profile?cashier=deposit-done', 303);
      },
    );
  });
}
