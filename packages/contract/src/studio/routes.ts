import type { z } from 'zod';
import type {
  BalanceReply,
  CurrentHandReply,
  Fairness,
  HandReply,
  RoundReply,
  RoundsReply,
  Rotation,
  SessionReply,
} from './replies.ts';
import {
  actionBody,
  clientSeedBody,
  dealBody,
  roundsQuery,
  rouletteSpinBody,
  sessionBody,
  slotSpinBody,
} from './requests.ts';
import { crashRoutes, type CrashReplies } from '../crash-api.ts';
import { liveTableRoutes, type LiveTableReplies } from '../live-tables/routes.ts';
import { videoPokerRoutes, type VideoPokerReplies } from './video-poker.ts';
import { bingoRoutes, type BingoReplies } from './bingo.ts';
import { betOnGamesRoutes, type BetOnGamesReplies } from './bet-on-games.ts';
import { diceRoutes, type DiceReplies } from './dice.ts';
import { preferencesRoutes, type PreferencesReplies } from './preferences.ts';
import { stakeRulesRoutes, type StakeRulesReplies } from './stake-rules.ts';

export { STUDIO_API_ROOT } from './api-root.ts';

/**
 * Every route of the game API, by path: its method and the schema of its body or query.
 * The server registers and validates from this table; the game pages' calls are typed by it.
 */
export const studioRoutes = {
  '/session': { method: 'POST', body: sessionBody },
  '/balance': { method: 'GET' },
  '/fairness': { method: 'GET' },
  '/fairness/client-seed': { method: 'POST', body: clientSeedBody },
  '/fairness/rotate': { method: 'POST' },
  '/slot/spin': { method: 'POST', body: slotSpinBody },
  '/roulette/spin': { method: 'POST', body: rouletteSpinBody },
  '/blackjack/deal': { method: 'POST', body: dealBody },
  '/blackjack/action': { method: 'POST', body: actionBody },
  '/blackjack/current': { method: 'GET' },
  '/rounds': { method: 'GET', query: roundsQuery },
  ...crashRoutes,
  ...liveTableRoutes,
  ...videoPokerRoutes,
  ...bingoRoutes,
  ...betOnGamesRoutes,
  ...diceRoutes,
  ...preferencesRoutes,
  ...stakeRulesRoutes,
} as const satisfies Record<
  string,
  { method: 'GET' | 'POST'; body?: z.ZodType; query?: z.ZodType }
>;

export type StudioPath = keyof typeof studioRoutes;

/** What each route answers. */
export interface StudioReplies
  extends
    CrashReplies,
    LiveTableReplies,
    VideoPokerReplies,
    BetOnGamesReplies,
    DiceReplies,
    BingoReplies,
    PreferencesReplies,
    StakeRulesReplies {
  '/session': SessionReply;
  '/balance': BalanceReply;
  '/fairness': Fairness;
  '/fairness/client-seed': Fairness;
  '/fairness/rotate': Rotation;
  '/slot/spin': RoundReply;
  '/roulette/spin': RoundReply;
  '/blackjack/deal': HandReply;
  '/blackjack/action': HandReply;
  '/blackjack/current': CurrentHandReply;
  '/rounds': RoundsReply;
}

type Route<P extends StudioPath> = (typeof studioRoutes)[P];
type InputOf<R, K extends 'body' | 'query'> =
  R extends Record<K, z.ZodType> ? z.input<R[K]> : undefined;

/** What a caller sends on a route: its body and query as the schemas take them. */
export type StudioBody<P extends StudioPath> = InputOf<Route<P>, 'body'>;
export type StudioQuery<P extends StudioPath> = InputOf<Route<P>, 'query'>;
export type StudioMethod<P extends StudioPath> = Route<P>['method'];
export type StudioReply<P extends StudioPath> = StudioReplies[P];
