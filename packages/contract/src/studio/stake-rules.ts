/**
 * What decides whether a stake in this game counts for the player, so the game page can say
 * so before the round (issue 38): the running tournaments the player joined that count this
 * game, each with its least stake, and the bonus being wagered with this game's share of a
 * stake toward it and its largest bet. Money in kuruş.
 */
export interface StakeRulesReply {
  tournaments: { id: number; title: string; minStake: number }[];
  bonus: {
    name: string;
    /** Percent of a stake in this game that counts toward the wagering (0: none). */
    contribution: number;
    /** A bet above it is refused while the bonus wagers; null: no limit. */
    maxBet: number | null;
  } | null;
}

export const stakeRulesRoutes = {
  '/stake-rules': { method: 'GET' },
} as const;

export interface StakeRulesReplies {
  '/stake-rules': StakeRulesReply;
}
