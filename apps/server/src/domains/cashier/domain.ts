import { playerBusTopic } from '../../platform/live/live-hub.ts';
import type { DomainModule, Platform } from '../../platform/domain-module.ts';
import { mergeHandlers } from '../../rpc/merge-handlers.ts';
import { onRequestDecided } from './decision-events.ts';
import { depositExpirySchedule } from './deposit-expiry.ts';
import { registerPaymentRoutes } from './http/payment.routes.ts';
import { bankAccountsHandlers } from './rpc/bank-accounts.handlers.ts';
import { cashMethodsHandlers } from './rpc/cash-methods.handlers.ts';
import { depositsHandlers } from './rpc/deposits.handlers.ts';
import { envoyHandlers } from './rpc/envoy.handlers.ts';
import { prepayServicesHandlers } from './rpc/prepay.handlers.ts';

/**
 * The cashier: deposits, withdrawals and their methods, the payment providers' callbacks (and
 * outside production the simulated provider), the expiry of unpaid deposits, and a notice on
 * the player's topic when a request is decided.
 */
export function cashierDomain(
  platform: Platform,
  deps: {
    /** The player's balance moved: the wallet pushes it (coalesced). */
    balanceMoved: (uid: number) => void;
  },
): DomainModule {
  const { db, now } = platform;
  let stopDecisions = () => {};
  return {
    name: 'cashier',
    handlers: mergeHandlers(
      bankAccountsHandlers(now),
      cashMethodsHandlers(now),
      depositsHandlers(now),
      prepayServicesHandlers(now),
      envoyHandlers(),
    ),
    routes: (app) =>
      registerPaymentRoutes(app, { db, now, simulator: platform.config.env !== 'production' }),
    topics: (hub) => {
      stopDecisions = onRequestDecided((request) => {
        hub
          .publish(playerBusTopic(request.userId), {
            type: 'notice',
            id: `cashier-${request.id}-${request.status}`,
            kind: request.kind,
            amount: request.amount,
            status: request.status === 'confirmed' ? 'confirmed' : 'canceled',
          })
          .catch((error) => platform.log.warn({ err: error }, 'notice push failed'));
        deps.balanceMoved(request.userId);
      });
    },
    schedules: () => [depositExpirySchedule()],
    stop: () => stopDecisions(),
  };
}
