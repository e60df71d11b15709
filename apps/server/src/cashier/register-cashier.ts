import type { FastifyInstance } from 'fastify';
import type { PasswordHasher } from '../auth/password-hasher.ts';
import type { RateLimiter } from '../auth/rate-limiter.ts';
import { registerBackoffice } from '../backoffice/backoffice-routes.ts';
import type { Db } from '../db/client.ts';
import { seedDemoOperator } from '../db/seed/demo-operator.ts';
import { registerPaymentRoutes } from './payment-routes.ts';

/**
 * The cashier's HTTP side: payment-provider callbacks (and the simulated provider's pages
 * outside production) and the operators' back office API, with the demo operator seeded
 * outside production.
 */
export async function registerCashier(
  app: FastifyInstance,
  deps: {
    db: Db;
    now: () => Date;
    production: boolean;
    hasher: PasswordHasher;
    limiter: RateLimiter;
    cookieSecure: boolean;
  },
): Promise<void> {
  if (!deps.production) await seedDemoOperator(deps.db, deps.hasher, deps.now());
  await registerPaymentRoutes(app, { db: deps.db, now: deps.now, simulator: !deps.production });
  registerBackoffice(app, deps);
}
