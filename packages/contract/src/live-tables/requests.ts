import { z } from 'zod';

/**
 * What a live table's page sends (`/games/api/v1/live/...`, bearer game session). Amounts are
 * kuruş; each bet is checked against the table's limits by the server (`bet_out_of_range`).
 * `requestId` is a client UUID: a retry answers the first reply and moves no money twice.
 */

const requestId = z.uuid({ error: 'invalid_request' });
const amount = z
  .number({ error: 'invalid_request' })
  .int({ error: 'invalid_request' })
  .positive({ error: 'invalid_request' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'invalid_request' });

/** A roulette chip: `selection` is an inside bet's numbers or a column/dozen index (1–3). */
export const liveRouletteBet = z.object({
  type: z.string({ error: 'invalid_request' }).max(20),
  selection: z.union([z.array(z.number().int()).max(6), z.number().int(), z.null()]).optional(),
  amount,
});
export const liveBaccaratBet = z.object({
  type: z.enum(['player', 'banker', 'tie', 'playerPair', 'bankerPair'], {
    error: 'invalid_request',
  }),
  amount,
});
export const liveMoneyWheelBet = z.object({
  number: z.literal([1, 2, 5, 10, 20, 40], { error: 'invalid_request' }),
  amount,
});
/** Casino hold'em: the ante, and the optional AA bonus (0 for none). One per round. */
export const liveHoldemBet = z.object({
  ante: amount,
  bonus: z.number({ error: 'invalid_request' }).int().min(0).max(Number.MAX_SAFE_INTEGER),
});

/**
 * POST /live/bets: chips added to the player's bets in the open window, one wallet bet for the
 * request's total. `game` must be the table's (`wrong_game` otherwise).
 */
export const liveBetsRequest = z.discriminatedUnion(
  'game',
  [
    z.object({
      game: z.literal('roulette'),
      bets: z.array(liveRouletteBet).min(1).max(100),
      requestId,
    }),
    z.object({
      game: z.literal('baccarat'),
      bets: z.array(liveBaccaratBet).min(1).max(20),
      requestId,
    }),
    z.object({
      game: z.literal('money-wheel'),
      bets: z.array(liveMoneyWheelBet).min(1).max(20),
      requestId,
    }),
    z.object({ game: z.literal('casino-holdem'), bet: liveHoldemBet, requestId }),
  ],
  { error: 'invalid_request' },
);
export type LiveBetsRequest = z.input<typeof liveBetsRequest>;

/** POST /live/bets/clear: every bet of the player in the open window is returned. */
export const liveClearRequest = z.object({ requestId });
export type LiveClearRequest = z.input<typeof liveClearRequest>;

const seat = z.number({ error: 'invalid_request' }).int().min(0).max(6);

/** POST /live/blackjack/seat: takes a free seat (0 = first base) for this round with its bet. */
export const liveSeatRequest = z.object({ seat, amount, requestId });
export type LiveSeatRequest = z.input<typeof liveSeatRequest>;

/**
 * POST /live/blackjack/behind: a bet behind a seat another player took this round. It plays
 * the seat's first hand at its own stake (it does not follow doubles and splits: those would
 * take money from a player who did not decide them).
 */
export const liveBetBehindRequest = z.object({ seat, amount, requestId });
export type LiveBetBehindRequest = z.input<typeof liveBetBehindRequest>;

/** POST /live/blackjack/insurance: the answer for the player's seat and bets behind. */
export const liveInsuranceRequest = z.object({ accept: z.boolean(), requestId });
export type LiveInsuranceRequest = z.input<typeof liveInsuranceRequest>;

export const LIVE_SEAT_ACTIONS = ['hit', 'stand', 'double', 'split'] as const;
export type LiveSeatAction = (typeof LIVE_SEAT_ACTIONS)[number];

/** POST /live/blackjack/action: the seated player's move, on their turn only. */
export const liveSeatActionRequest = z.object({
  action: z.enum(LIVE_SEAT_ACTIONS, { error: 'invalid_request' }),
  requestId,
});
export type LiveSeatActionRequest = z.input<typeof liveSeatActionRequest>;

/** POST /live/holdem/decision: call (twice the ante) or fold, in the decision window. */
export const liveHoldemDecisionRequest = z.object({
  decision: z.enum(['call', 'fold'], { error: 'invalid_request' }),
  requestId,
});
export type LiveHoldemDecisionRequest = z.input<typeof liveHoldemDecisionRequest>;

export const LIVE_CHAT_MAX_LENGTH = 200;

/** POST /live/chat: one line of plain text to everyone at the table. */
export const liveChatRequest = z.object({
  text: z
    .string({ error: 'invalid_request' })
    .trim()
    .min(1, { error: 'invalid_request' })
    .max(LIVE_CHAT_MAX_LENGTH, { error: 'invalid_request' }),
});
export type LiveChatRequest = z.input<typeof liveChatRequest>;

/** GET /live/history?limit=: the player's own rounds at this table. */
export const liveHistoryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
