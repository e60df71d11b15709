import type { z } from 'zod';
import type {
  LiveChatReply,
  LiveClearReply,
  LiveHistoryReply,
  LiveStakeReply,
  LiveStateReply,
} from './replies.ts';
import {
  liveBetBehindRequest,
  liveBetsRequest,
  liveChatRequest,
  liveClearRequest,
  liveHistoryQuery,
  liveHoldemDecisionRequest,
  liveInsuranceRequest,
  liveSeatActionRequest,
  liveSeatRequest,
} from './requests.ts';

/** The studio page that plays every live table (the launch opens it with the table's id). */
export const LIVE_TABLE_PAGE = '/games/live/';

/** Where `init_game` with `tableID` sends the player: the live page, its token and table. */
export function liveTableLaunchUrl(tableId: number, token: string, lang: string): string {
  const query = [`token=${encodeURIComponent(token)}`, `lang=${encodeURIComponent(lang)}`];
  return `${LIVE_TABLE_PAGE}?${query.join('&')}&table=${tableId}`;
}

/** The live tables' routes of the game API (`/games/api/v1`), bearer game session. */
export const liveTableRoutes = {
  '/live/state': { method: 'GET' },
  '/live/bets': { method: 'POST', body: liveBetsRequest },
  '/live/bets/clear': { method: 'POST', body: liveClearRequest },
  '/live/blackjack/seat': { method: 'POST', body: liveSeatRequest },
  '/live/blackjack/behind': { method: 'POST', body: liveBetBehindRequest },
  '/live/blackjack/insurance': { method: 'POST', body: liveInsuranceRequest },
  '/live/blackjack/action': { method: 'POST', body: liveSeatActionRequest },
  '/live/holdem/decision': { method: 'POST', body: liveHoldemDecisionRequest },
  '/live/chat': { method: 'POST', body: liveChatRequest },
  '/live/history': { method: 'GET', query: liveHistoryQuery },
} as const satisfies Record<
  string,
  { method: 'GET' | 'POST'; body?: z.ZodType; query?: z.ZodType }
>;

export interface LiveTableReplies {
  '/live/state': LiveStateReply;
  '/live/bets': LiveStakeReply;
  '/live/bets/clear': LiveClearReply;
  '/live/blackjack/seat': LiveStakeReply;
  '/live/blackjack/behind': LiveStakeReply;
  '/live/blackjack/insurance': LiveStakeReply;
  '/live/blackjack/action': LiveStakeReply;
  '/live/holdem/decision': LiveStakeReply;
  '/live/chat': LiveChatReply;
  '/live/history': LiveHistoryReply;
}
