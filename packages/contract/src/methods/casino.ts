import { z } from 'zod';
import { PAGE_SIZE } from '../constants.ts';
import { flag, id, limit, offset, searchText } from '../fields.ts';
import { defineMethod, reply } from '../method.ts';

export interface Category {
  CategoryID: number;
  name: string;
  slug: string;
  items: number;
}

export interface Provider {
  providerID: number;
  name: string;
  logo: string;
  items: number;
}

export interface Game {
  gameID: number;
  name: string;
  providerID: number;
  providerName: string;
  type: string;
  thumbnail: string;
  rtp: number;
  volatility: 'low' | 'medium' | 'high';
  minBet: number;
  maxBet: number;
  flags: string[];
  isFavorite: boolean;
}

export interface LiveTable {
  tableID: number;
  name: string;
  providerID: number;
  providerName: string;
  categoryID: number;
  type: string;
  thumbnail: string;
  minBet: number;
  maxBet: number;
  openHours: string;
  isOpen: boolean;
  isFavorite: boolean;
}

export interface GameLaunch {
  url: string;
}

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
      type: z.string().max(40).optional(),
      ...listFilters,
    }),
    reply: reply<Game[]>(),
    paginated: true,
  }),
  init_game: defineMethod({
    auth: 'required',
    payload: z.object({ gameID: id() }),
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
      status: z.coerce.number().int().optional(),
    }),
    reply: reply<Provider[]>(),
  }),
  game_table_list: defineMethod({
    auth: 'optional',
    payload: z.object({
      limit: limit(PAGE_SIZE.live),
      type: z.string().max(40).optional(),
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
    payload: z.object({ providerID: id(), type: z.string().max(40).optional() }),
    reply: reply<GameLaunch>(),
  }),
};
