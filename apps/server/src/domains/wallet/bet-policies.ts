import type { Refusal } from '../../platform/refusal.ts';

/**
 * Which rules may refuse a money movement besides the wallet's own (funds, idempotency): the
 * player's own limits and breaks, and the terms of a bonus. The provider wallet tells a studio
 * each under its own code (RESPONSIBLE_GAMING, BONUS_RULE).
 */
export type BetPolicyKind = 'responsible_gaming' | 'bonus_terms';

/**
 * The wallet's port for a rule of another domain that can refuse a bet, a win's bonus share, a
 * deposit: the rule's guard runs inside the wallet's database statement and raises its own
 * SQLSTATE with the facts as message; the rule's owner tells the wallet which refusal the player
 * reads. The wallet depends on no such domain: the composition plugs each rule in at start.
 */
export interface BetPolicy {
  readonly kind: BetPolicyKind;
  /** The refusal a database error raised by this rule's guard is (anywhere in its causes), or null. */
  refusalOf(error: unknown): Refusal | null;
  /** True for a refusal this rule made, raised in the database or checked before writing. */
  made(refusal: Refusal): boolean;
}

/** Plugged in order; one per kind (plugging a kind again replaces it, e.g. a second app). */
const plugged = new Map<BetPolicyKind, BetPolicy>();

/** The composition plugs each rule in before any money moves. */
export function plugBetPolicy(policy: BetPolicy): void {
  plugged.set(policy.kind, policy);
}

/** The refusal a plugged rule makes of a database error, or null: the error stays what it is. */
export function betPolicyRefusalOf(error: unknown): Refusal | null {
  for (const policy of plugged.values()) {
    const refusal = policy.refusalOf(error);
    if (refusal) return refusal;
  }
  return null;
}

/** Which plugged rule made a refusal, or null (the wallet's own, or anything else). */
export function betPolicyOf(refusal: Refusal): BetPolicyKind | null {
  for (const policy of plugged.values()) if (policy.made(refusal)) return policy.kind;
  return null;
}
