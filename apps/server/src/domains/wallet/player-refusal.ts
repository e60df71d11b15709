import { isMessageKey } from '@lale/contract/messages';
import { Refusal, refusals } from '../../platform/refusal.ts';
import { betPolicyRefusalOf } from './bet-policies.ts';
import { InsufficientFundsError } from './errors.ts';
import { seamlessRefusalOf } from './seamless/settle-in-one-statement.ts';

/**
 * The refusal a player reads for whatever the wallet raised while money moved, on any path
 * (a coupon's stake taken inside the sportsbook's statement, a ledger transfer, a seamless
 * call): lack of funds, or a rule plugged into the wallet's port (bet-policies.ts: a
 * responsible-gaming limit or break, a bonus's terms). Null for anything else, which stays a
 * fault. Every transport's error path asks this one function.
 */
export function playerRefusalOf(error: unknown): Refusal | null {
  if (error instanceof Refusal && isMessageKey(error.code)) return error;
  if (error instanceof InsufficientFundsError) return refusals.insufficientFunds();
  const seamless = error instanceof Refusal ? error : seamlessRefusalOf(error);
  if (seamless?.code === 'INSUFFICIENT_FUNDS') return refusals.insufficientFunds();
  return betPolicyRefusalOf(error);
}
