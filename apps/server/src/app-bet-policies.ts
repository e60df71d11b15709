import { bonusTermsPolicy } from './domains/bonus/api.ts';
import { responsibleGamingPolicy } from './domains/responsible-gaming/api.ts';
import { plugBetPolicy } from './domains/wallet/api.ts';

/**
 * The rules of other domains that may refuse a money movement, plugged into the wallet's port
 * (domains/wallet/bet-policies.ts) before any money moves: the player's limits and breaks, and
 * a bonus's terms. Each answers only its own SQLSTATE, so the order does not matter.
 */
export function plugBetPolicies(): void {
  plugBetPolicy(responsibleGamingPolicy);
  plugBetPolicy(bonusTermsPolicy);
}
