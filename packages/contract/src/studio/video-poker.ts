import { z } from 'zod';
import type { VideoPokerHand } from '@lale/games/video-poker/paytable';
import type { StudioRound } from './replies.ts';

export type { VideoPokerHand };

/** The coin values a player may choose, in kuruş (₺0.20 .. ₺100); the stake is coins × value. */
export const VIDEO_POKER_COIN_VALUES = [
  20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000,
] as const;

const requestId = z
  .string()
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/);

export const videoPokerDealBody = z.object({
  coins: z.number().int().min(1).max(5),
  coinValue: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  requestId,
});
export const videoPokerDrawBody = z.object({
  holds: z.tuple([z.boolean(), z.boolean(), z.boolean(), z.boolean(), z.boolean()]),
  requestId,
});
export type VideoPokerDealBody = z.input<typeof videoPokerDealBody>;
export type VideoPokerDrawBody = z.input<typeof videoPokerDrawBody>;

/**
 * One game as the player sees it. While `dealt`, `cards` are the five dealt and `hand` what they
 * make already; once `settled`, `cards` are the final five, `holds` the player's and `win` the
 * return in kuruş (stake included). Cards are 0..51 as in blackjack (`describeCard`).
 */
export interface VideoPokerView {
  roundId: string;
  phase: 'dealt' | 'settled';
  coins: number;
  coinValue: number;
  stake: number;
  dealt: number[];
  cards: number[];
  holds: boolean[] | null;
  hand: VideoPokerHand;
  coinsWon: number;
  win: number;
}

export interface VideoPokerReply {
  game: VideoPokerView;
  balance: number;
  round: StudioRound;
}
export interface CurrentVideoPokerReply {
  game: VideoPokerView | null;
  balance: number;
}

export const videoPokerRoutes = {
  '/video-poker/deal': { method: 'POST', body: videoPokerDealBody },
  '/video-poker/draw': { method: 'POST', body: videoPokerDrawBody },
  '/video-poker/current': { method: 'GET' },
} as const;

export interface VideoPokerReplies {
  '/video-poker/deal': VideoPokerReply;
  '/video-poker/draw': VideoPokerReply;
  '/video-poker/current': CurrentVideoPokerReply;
}
