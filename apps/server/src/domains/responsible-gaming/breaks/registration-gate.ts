import { refusals } from '../../../platform/refusal.ts';
import type { Db } from '../../../db/client.ts';
import type { AccountServices } from '../account-services.ts';
import { breakRepository } from './break-repository.ts';

/**
 * Refuses a registration whose e-mail or identity number belongs to a self-excluded player:
 * a new account must not be a way round the exclusion.
 */
export async function refuseExcludedIdentity(
  deps: Pick<AccountServices, 'now' | 'sealed'>,
  db: Db,
  who: { email: string; identityNumberIndex: string },
): Promise<void> {
  const excluded = await breakRepository.excludes(
    db,
    { ...who, emailIndex: deps.sealed.emailIndex(who.email) },
    deps.now(),
  );
  if (excluded) throw refusals.forbidden('rg_excluded_identity');
}
