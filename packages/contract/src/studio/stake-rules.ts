import type { BonusStakeTerms } from '../bonus.ts';

/**
 * What decides whether a stake in this game counts for the player, so the game page can say
 * so before the round (issue 38): the running tournaments the player joined that count this
 * game, each with its least stake, and the bonus being wagered with this game's share of a
 * stake toward it and its largest bet. Money in kuruş.
 */
export interface StakeRulesReply {
  tournaments: { id: number; title: string; minStake: number }[];
  bonus: BonusStakeTerms | null;
}

export const stakeRulesRoutes = {
  '/stake-rules': { method: 'GET' },
} as const;

export interface StakeRulesReplies {
  '/stake-rules': StakeRulesReply;
}
