import type { RiskFlag } from '@lale/contract/backoffice-operators';
import type { FinanceQueueRow } from './queue.repository.ts';

/** An account this young is new (days). */
export const NEW_ACCOUNT_DAYS = 7;
/** This many failed sign-ins in the last 24 hours is many. */
export const MANY_FAILED_LOGINS = 5;

/**
 * The player's risk flags beside a request. `countryOf` places an address (the packaged
 * country database); the player's latest sign-in from another country than the one registered
 * is flagged, an address it cannot place is not.
 */
export function riskFlagsOf(
  row: FinanceQueueRow,
  now: Date,
  countryOf: (ip: string) => string | null,
): RiskFlag[] {
  const flags: RiskFlag[] = [];
  if (now.getTime() - row.user_created_at.getTime() < NEW_ACCOUNT_DAYS * 86_400_000)
    flags.push('new_account');
  if (row.self_excluded) flags.push('self_excluded');
  if (row.limits_set) flags.push('limits_set');
  if (row.no_play_since_deposit) flags.push('no_play_since_deposit');
  if (row.failed_logins >= MANY_FAILED_LOGINS) flags.push('failed_logins');
  const seen = row.last_ip ? countryOf(row.last_ip) : null;
  if (seen && seen.toUpperCase() !== row.country.toUpperCase()) flags.push('country_changed');
  return flags;
}
