import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { walletProviders } from '../../../db/schema.ts';
import type { SiteChanges } from '../../../platform/live/site-changes.ts';

/** How long a provider's secret (or its absence) is trusted before it is read again. */
const TTL_MS = 5_000;

/**
 * The signing secrets of active providers, read through a short cache (one read per call is
 * hot); a change announced on `changes` (by any process) empties it at once.
 */
export function providerSecrets(db: Db, changes?: SiteChanges) {
  const cache = new Map<string, { secret: string | null; until: number }>();
  changes?.onChange('provider-secrets', () => cache.clear());
  return {
    async get(code: string): Promise<string | null> {
      const hit = cache.get(code);
      if (hit && hit.until > Date.now()) return hit.secret;
      const [row] = await db
        .select({ secret: walletProviders.secret, active: walletProviders.active })
        .from(walletProviders)
        .where(eq(walletProviders.code, code));
      const secret = row?.active ? row.secret : null;
      // Only known codes are remembered, so random codes cannot grow the map.
      if (row) cache.set(code, { secret, until: Date.now() + TTL_MS });
      return secret;
    },
  };
}
