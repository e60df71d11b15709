import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { grantDemoBalance, seedPools } from '../domains/wallet/api.ts';

/** The outside test studio's secret outside production when PROVIDER_ACME_SECRET is unset. */
export const ACME_DEV_SECRET = 'acme-dev-secret';

/**
 * The wallet's starting state; every step is idempotent, so it runs at each start: the jackpot
 * pools' seed money, the outside studio `acme-studio` (its secret from the environment; in
 * production only when one is given) and the demo player's starting balance.
 */
export async function seedWallet(
  db: Db,
  options: { demoData: boolean; acmeSecret?: string | undefined; production: boolean },
): Promise<void> {
  await seedPools(db);
  const secret = options.acmeSecret || (options.production ? undefined : ACME_DEV_SECRET);
  if (secret)
    await db.execute(
      sql`insert into wallet_providers (code, name, secret) values ('acme-studio', 'Acme Studio', ${secret})
          on conflict (code) do update set secret = excluded.secret`,
    );
  if (options.demoData) await grantDemoBalance(db);
}
