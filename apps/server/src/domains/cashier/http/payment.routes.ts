import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withTransaction, type Db } from '../../../db/client.ts';
import { route } from '../../../http/route.ts';
import { refusals } from '../../../platform/refusal.ts';
import { cashierRequestsRepository } from '../cashier-requests.repository.ts';
import {
  loadPaymentProvider,
  SIGNATURE_HEADER,
  signBody,
  simulatorSecret,
} from '../payment-provider.ts';
import { applyProviderCallback } from '../provider-callbacks.service.ts';
import { paymentTransport as transport } from './payment-transport.ts';
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

    // The provider's signature, over the raw body, is the caller's identity.
    const signedCallback = async (request: FastifyRequest) => {
      const { provider: code } = request.params as { provider: string };
      const provider = PROVIDER_CODE.test(code) ? await loadPaymentProvider(deps.db, code) : null;
      if (!provider) throw refusals.notFound('unknown_provider');
      const signature = request.headers[SIGNATURE_HEADER];
      const callback = provider.readCallback(
        typeof request.body === 'string' ? request.body : '',
        typeof signature === 'string' ? signature : undefined,
      );
      if (!callback) {
        request.log.warn({ provider: code }, 'payment callback refused: bad signature or body');
        throw refusals.unauthenticated('bad_signature');
      }
      return { code, callback };
    };

    route(scope, {
      method: 'POST',
      url: '/endpoint/payments/:provider/callback',
      transport,
      auth: { proof: 'payment signature' },
      guard: signedCallback,
      serverToServer: true,
      handler: async ({ auth: { code, callback } }) => {
        const outcome = await withTransaction(deps.db, (tx) =>
          applyProviderCallback(tx, code, callback, deps.now()),
        );
        // Told once the cancellation is stored: the provider returns the money to the payer.
        if (outcome.refused) throw outcome.refused;
        return { ok: true, status: outcome.request.status, replayed: outcome.replayed };
      },
    });

    if (!deps.simulator) return;

    route(scope, {
      method: 'GET',
      url: '/endpoint/payments/simulated/checkout',
      transport,
      auth: 'none',
      handler: async ({ request, reply }) => {
        const { reference: given } = request.query as { reference?: unknown };
        const reference = String(given ?? '').slice(0, 64);
        const row = await cashierRequestsRepository.findByProviderReference(deps.db, reference);
        if (!row) throw refusals.notFound();
        return reply.type('text/html; charset=utf-8').send(simulatorPage(row));
      },
    });

    // The simulated provider's own back end: it signs its callback with its secret and
    // delivers it through the same verification a real provider's callback meets.
    route(scope, {
      method: 'POST',
      url: '/endpoint/payments/simulated/complete',
      transport,
      auth: 'none',
      handler: async ({ request, reply }) => {
        // The checkout page's form; anything else finds no payment.
        const form = request.body as { reference?: string; outcome?: string } | undefined;
        const reference = String(form?.reference ?? '').slice(0, 64);
        const row = await cashierRequestsRepository.findByProviderReference(deps.db, reference);
        const provider = await loadPaymentProvider(deps.db, 'simulated');
        if (!row || !provider) throw refusals.notFound();
        const body = JSON.stringify({
          reference,
          status: form?.outcome === 'paid' ? 'paid' : 'failed',
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
        // A payment refused as too late (409: the request expired) returns the player too: the
        // return page says the deposit expired.
        if (response.statusCode !== 200 && response.statusCode !== 409)
          return reply.code(response.statusCode).send(response.json());
        // The return page asks for this deposit by its reference (issue 38).
        return reply.redirect(
          `/profile?cashier=deposit-done&reference=${encodeURIComponent(reference)}`,
          303,
        );
      },
    });
  });
}
