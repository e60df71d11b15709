import { z } from 'zod';
import type { BingoSnapshot, BingoWinner } from '../live/bingo-payloads.ts';

/**
 * 90-ball bingo and sound bingo (`domains/games/bingo`): shared rooms, each with its own
 * ticket price and games on a schedule. A ticket is bought in the game taking sales now; its
 * numbers are daubed by themselves as the balls are called on the room's topic
 * (`game:<room id>`, payloads in `live/bingo-payloads.ts`). Amounts in kuruş.
 */

const requestId = z
  .string({ error: 'invalid_request' })
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, {
    error: 'invalid_request',
  });
const roomId = z.string({ error: 'invalid_request' }).regex(/^bingo-[a-z]{1,20}$/, {
  error: 'invalid_request',
});

export const BINGO_CHAT_MAX_LENGTH = 200;

export const bingoStateQuery = z.object({ room: roomId });
export const bingoBuyRequest = z.object({
  room: roomId,
  count: z.number({ error: 'invalid_request' }).int().min(1).max(100),
  requestId,
});
export const bingoChatRequest = z.object({
  room: roomId,
  text: z
    .string({ error: 'invalid_request' })
    .trim()
    .min(1, { error: 'invalid_request' })
    .max(BINGO_CHAT_MAX_LENGTH, { error: 'invalid_request' }),
});
export type BingoBuyRequest = z.input<typeof bingoBuyRequest>;
export type BingoChatRequest = z.input<typeof bingoChatRequest>;

/** A room as the lobby lists it; `pool` is the stakes of the game selling or playing now. */
export interface BingoRoomView {
  id: string;
  name: string;
  ticketPrice: number;
  maxTickets: number;
  houseBp: number;
  jackpotBp: number;
  stageBp: { line: number; 'two-lines': number; 'full-house': number };
  jackpotCalls: number;
  jackpot: number;
  phase: 'selling' | 'calling' | 'finished' | 'void' | null;
  players: number;
  pool: number;
  /** When the game selling now starts (epoch ms), or null while one is played. */
  startsAt: number | null;
}

/** One of the player's tickets: 3 rows of 9 cells, 0 for a blank. */
export interface BingoTicketView {
  ticketId: string;
  gameId: string;
  numbers: number[][];
  /** The ticket's own seed: its numbers are `ticketFromSeed(seed)` of @lale/games/bingo. */
  seed: string;
}

export interface BingoRoomsReply {
  rooms: BingoRoomView[];
  balance: number;
}

export interface BingoStateReply {
  room: BingoRoomView;
  snapshot: BingoSnapshot;
  /** The player's tickets in the room's current game. */
  tickets: BingoTicketView[];
  /** What the player has won in the current game. */
  won: BingoWinner[];
  balance: number;
  serverTime: number;
}

export interface BingoBuyReply {
  tickets: BingoTicketView[];
  balance: number;
}

export interface BingoChatReply {
  message: { id: string; player: string; text: string; at: number };
}

export const bingoRoutes = {
  '/bingo/rooms': { method: 'GET' },
  '/bingo/state': { method: 'GET', query: bingoStateQuery },
  '/bingo/buy': { method: 'POST', body: bingoBuyRequest },
  '/bingo/chat': { method: 'POST', body: bingoChatRequest },
} as const;

export interface BingoReplies {
  '/bingo/rooms': BingoRoomsReply;
  '/bingo/state': BingoStateReply;
  '/bingo/buy': BingoBuyReply;
  '/bingo/chat': BingoChatReply;
}

export { bingoMessages } from './bingo-messages.ts';
