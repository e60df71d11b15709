import { z } from 'zod';
import type { LiveResultSummary } from '../live-tables/results.ts';
import { PAGE_SIZE } from '../constants.ts';
import { flag, id, limit, offset, searchText } from '../fields.ts';
import { defineMethod, reply } from '../method.ts';

/** Kinds of casino game; `games_list` filters on them (`/slot/type/{type}`). */
export const GAME_TYPES = ['slot', 'table', 'scratch', 'crash'] as const;
export type GameType = (typeof GAME_TYPES)[number];
/** Kinds of live table (`/live/type/{type}`). */
export const LIVE_TABLE_TYPES = [
  'roulette',
  'blackjack',
  'baccarat',
  'game-show',
  'poker',
] as const;
export type LiveTableType = (typeof LIVE_TABLE_TYPES)[number];
/** `maintenance`: listed, but not launched until the operator ends the maintenance. */
export type GameFlag = 'new' | 'hot' | 'jackpot' | 'buy-feature' | 'maintenance';

export interface Category {
  CategoryID: number;
  name: string;
  slug: string;
  items: number;
}

export interface Provider {
  providerID: number;
  name: string;
  slug: string;
  logo: string;
  /** Enabled games (casino) or tables (live casino) of the provider. */
  items: number;
}

export interface Game {
  gameID: number;
  name: string;
  providerID: number;
  providerName: string;
  type: string;
  /** `/media/thumbs/<gameID>.svg`: 300×400, cacheable for ever. */
  thumbnail: string;
  /** Return to player in basis points: 9602 means 96.02%. */
  rtp: number;
  volatility: 'low' | 'medium' | 'high';
  /** Stake limits in kuruş. */
  minBet: number;
  maxBet: number;
  flags: GameFlag[];
  /** Always false for a guest. */
  isFavorite: boolean;
}

export interface LiveTable {
  tableID: number;
  name: string;
  providerID: number;
  providerName: string;
  categoryID: number;
  type: string;
  /** `/media/tables/<tableID>.svg`. */
  thumbnail: string;
  /** Bet limits in kuruş. */
  minBet: number;
  maxBet: number;
  /** Turkey time, 'HH:MM-HH:MM'; '00:00-24:00' for a table that never closes. */
  openHours: string;
  isOpen: boolean;
  isFavorite: boolean;
  /** The table or its provider is under maintenance: listed, but not launched. */
  maintenance: boolean;
  /** Who watches the table's room now, across the site's processes. */
  players: number;
  /** The room's last results, newest first (a pocket, a winner, a wheel number...). */
  lastResults: LiveResultSummary[];
}

export interface GameLaunch {
  /** `/games/<engine>/?token=<one-time token>&lang=<lang>`; the token lasts two minutes. */
  url: string;
  /** The game's name in the request's language and its provider: a play page opened from
   *  a bare link shows them without a list in hand. Absent for virtual games. */
  name?: string;
  providerName?: string;
}

/** A type slug: unknown types list nothing, anything else shaped oddly is refused. */
const typeSlug = () =>
  z
    .string({ error: 'invalid_value' })
    .trim()
    .toLowerCase()
    .max(40, { error: 'value_too_long' })
    .regex(/^[a-z0-9_-]+$/, { error: 'invalid_value' })
    .optional();

const listFilters = {
  offset: offset(),
  favorites: flag().optional(),
  providerID: id().optional(),
  categoryID: id().optional(),
  searchGameName: searchText(),
};

export const casino = {
  category_list: defineMethod({
    auth: 'none',
    payload: z.object({ limit: limit(PAGE_SIZE.casinoCategories), offset: offset() }),
    reply: reply<Category[]>(),
  }),
  provider_list: defineMethod({
    auth: 'required',
    payload: z.object({ limit: limit(PAGE_SIZE.casinoProviders), offset: offset() }),
    reply: reply<Provider[]>(),
  }),
  games_list: defineMethod({
    auth: 'optional',
    payload: z.object({
      limit: limit(PAGE_SIZE.games),
      type: typeSlug(),
      ...listFilters,
    }),
    reply: reply<Game[]>(),
    paginated: true,
  }),
  /**
   * With `tournamentId` (the game opened from a tournament's page that counts it), the game
   * page's address carries `minStake`, the tournament's least stake, so it starts at a stake
   * that counts.
   */
  init_game: defineMethod({
    auth: 'required',
    payload: z.object({ gameID: id(), tournamentId: id().optional() }),
    reply: reply<GameLaunch>(),
  }),
};

export const livecasino = {
  category_list: defineMethod({
    auth: 'none',
    payload: z.object({ limit: limit(PAGE_SIZE.live), offset: offset() }),
    reply: reply<Category[]>(),
  }),
  provider_list: defineMethod({
    auth: 'required',
    payload: z.object({
      limit: limit(PAGE_SIZE.live),
      offset: offset(),
      status: z.coerce
        .number({ error: 'invalid_value' })
        .int({ error: 'invalid_value' })
        .min(0, { error: 'invalid_value' })
        .max(99, { error: 'invalid_value' })
        .optional(),
    }),
    reply: reply<Provider[]>(),
  }),
  game_table_list: defineMethod({
    auth: 'optional',
    payload: z.object({
      limit: limit(PAGE_SIZE.live),
      type: typeSlug(),
      ...listFilters,
    }),
    reply: reply<LiveTable[]>(),
    paginated: true,
  }),
  init_game: defineMethod({
    auth: 'required',
    payload: z.object({ tableID: id(), isMobile: flag().default(true) }),
    reply: reply<GameLaunch>(),
  }),
};

export const virtualgames = {
  init_game: defineMethod({
    auth: 'required',
    payload: z.object({ providerID: id(), type: typeSlug() }),
    reply: reply<GameLaunch>(),
  }),
};
