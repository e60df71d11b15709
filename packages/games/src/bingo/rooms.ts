/** Basis points: 10_000 = 100%. */
export const BP = 10_000;

/**
 * A bingo room: its ticket price and what it declares of the stakes. Of each game's stakes
 * (the pool), `houseBp` stays with the house and `jackpotBp` goes to the room's progressive
 * jackpot; the rest is the prize fund, split per stage by `stageBp` (summing to 100%).
 */
export interface BingoRoom {
  id: string;
  name: { tr: string; en: string };
  /** Kuruş per ticket. */
  ticketPrice: number;
  /** Tickets one player may hold in one game. */
  maxTickets: number;
  houseBp: number;
  jackpotBp: number;
  stageBp: { line: number; 'two-lines': number; 'full-house': number };
  /** The jackpot is won by a full house on or before this call. */
  jackpotCalls: number;
  /** The house tops the jackpot up to this when a game opens (after a win, or the first time). */
  jackpotSeed: number;
}

const shares = { line: 1_500, 'two-lines': 2_500, 'full-house': 6_000 };

export const BINGO_ROOMS: readonly BingoRoom[] = [
  {
    id: 'bingo-cheap',
    name: { tr: 'Ekonomik Salon', en: 'Budget Hall' },
    ticketPrice: 100,
    maxTickets: 24,
    houseBp: 1_500,
    jackpotBp: 500,
    stageBp: shares,
    jackpotCalls: 36,
    jackpotSeed: 25_000,
  },
  {
    id: 'bingo-standard',
    name: { tr: 'Standart Salon', en: 'Standard Hall' },
    ticketPrice: 500,
    maxTickets: 24,
    houseBp: 1_500,
    jackpotBp: 500,
    stageBp: shares,
    jackpotCalls: 36,
    jackpotSeed: 100_000,
  },
  {
    id: 'bingo-premium',
    name: { tr: 'Premium Salon', en: 'Premium Hall' },
    ticketPrice: 2_000,
    maxTickets: 24,
    houseBp: 1_200,
    jackpotBp: 500,
    stageBp: shares,
    jackpotCalls: 36,
    jackpotSeed: 500_000,
  },
];

export const bingoRoom = (id: string): BingoRoom | null =>
  BINGO_ROOMS.find((room) => room.id === id) ?? null;

/** Production timing: ~2 minutes of sales, then a call every 2.5 s (a game every ~5 minutes). */
export const BINGO_TIMING = { saleMs: 120_000, callMs: 2_500, pauseMs: 10_000 };
