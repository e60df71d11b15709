import { z } from 'zod';
import { limit, offset } from '../fields.ts';
import { defineMethod, reply } from '../method.ts';
import type { SportEventSummary, SportIncident } from './sportsbook.ts';

/**
 * Virtual sports (issue 15): products played in rounds on a schedule whether or not anyone
 * watches. Each round's events are sportsbook events (bet through `sportsbook.place_coupon`,
 * followed on `event:<id>`), drawn from seeds whose hashes are published when the round is
 * created, before betting opens. Times are ISO strings, odds hundredths, money kuruş.
 */
export const VIRTUAL_PRODUCTS = ['football'] as const;
export type VirtualProductKey = (typeof VIRTUAL_PRODUCTS)[number];

export type VirtualRoundState = 'open' | 'playing' | 'finished';

export interface VirtualRound {
  roundNo: number;
  /** Football: the season (34 rounds each) and its matchday 1–34. */
  season: number;
  matchday: number;
  /** Kick-off: betting closes. */
  startsAt: string;
  /** The show's end: results and settlement. */
  endsAt: string;
  state: VirtualRoundState;
  events: SportEventSummary[];
}

export interface VirtualRounds {
  product: VirtualProductKey;
  /** From one kick-off to the next, and how long a round is shown (ms). */
  intervalMs: number;
  showMs: number;
  /** The server's clock when answered: countdowns are drawn from it. */
  serverTime: string;
  /** The round playing (if any) then the open ones, oldest first. */
  rounds: VirtualRound[];
  /** The last finished round, for the screen between shows. */
  lastFinished: VirtualRound | null;
}

/** A finished event as the results archive shows it, with what proves it fair. */
export interface VirtualEventResult {
  id: string;
  home: string;
  away: string;
  resultText: string | null;
  halfTime: { home: number; away: number } | null;
  incidents: SportIncident[];
  serverSeedHash: string;
  serverSeed: string | null;
  clientSeed: string;
}

export interface VirtualResultRound {
  roundNo: number;
  season: number;
  matchday: number;
  startsAt: string;
  events: VirtualEventResult[];
}

export interface LeagueTableRow {
  position: number;
  teamId: number;
  team: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  /** The last five results, oldest first. */
  form: ('W' | 'D' | 'L')[];
}

export interface LeagueTable {
  leagueName: string;
  season: number;
  /** Rounds of the season finished so far (0–34). */
  matchdaysPlayed: number;
  rows: LeagueTableRow[];
}

/** A season of virtual football: 18 teams, double round-robin. */
export const VIRTUAL_SEASON_ROUNDS = 34;

export const seasonOfRound = (roundNo: number) => ({
  season: Math.floor((roundNo - 1) / VIRTUAL_SEASON_ROUNDS) + 1,
  matchday: ((roundNo - 1) % VIRTUAL_SEASON_ROUNDS) + 1,
});

export interface VirtualMatchClock {
  period: '1H' | 'HT' | '2H' | 'FT';
  /** Seconds of regulation shown, 0..5400. */
  second: number;
  /** The minute on the board, 1..90. */
  minute: number;
}

/** Shares of the show: the first half, the half-time pause, then the second half. */
const FIRST_HALF_SHARE = 0.46;
const SECOND_HALF_FROM = 0.54;

/**
 * Where a virtual match stands `elapsedMs` into a show of `showMs`: 90 minutes played in the
 * show with a short half-time pause. The server writes its frames by it and the screen ticks
 * the minute by it between frames.
 */
export function virtualMatchClock(elapsedMs: number, showMs: number): VirtualMatchClock {
  const share = Math.max(0, elapsedMs) / showMs;
  if (share >= 1) return { period: 'FT', second: 5400, minute: 90 };
  if (share < FIRST_HALF_SHARE) {
    const second = Math.floor((share / FIRST_HALF_SHARE) * 2700);
    return { period: '1H', second, minute: Math.min(45, Math.floor(second / 60) + 1) };
  }
  if (share < SECOND_HALF_FROM) return { period: 'HT', second: 2700, minute: 45 };
  const second = 2700 + Math.floor(((share - SECOND_HALF_FROM) / (1 - SECOND_HALF_FROM)) * 2700);
  return { period: '2H', second, minute: Math.min(90, Math.floor(second / 60) + 1) };
}

const product = () => z.enum(VIRTUAL_PRODUCTS, { error: 'invalid_value' });

export const virtuals = {
  list_rounds: defineMethod({
    auth: 'none',
    payload: z.object({ product: product() }),
    reply: reply<VirtualRounds>(),
  }),
  get_table: defineMethod({
    auth: 'none',
    payload: z.object({
      product: product(),
      /** A season; the current one when left out. */
      season: z
        .number({ error: 'invalid_value' })
        .int({ error: 'invalid_value' })
        .min(1, { error: 'invalid_value' })
        .max(1_000_000, { error: 'invalid_value' })
        .optional(),
    }),
    reply: reply<LeagueTable>(),
  }),
  list_results: defineMethod({
    auth: 'none',
    payload: z.object({ product: product(), limit: limit(5, 20), offset: offset() }),
    reply: reply<VirtualResultRound[]>(),
    paginated: true,
  }),
};
