import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@lale/contract/site';
import { sessions, users } from './accounts-schema.ts';

/** Mirrors migrations/0003_catalogue.sql. */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const localized = (name: string) => jsonb(name).$type<LocalizedText>().notNull();
const money = (name: string) => bigint(name, { mode: 'number' }).notNull();
const engine = {
  engineId: text('engine_id').notNull(),
  engineModel: text('engine_model').notNull(),
};

export type CategoryKind = 'casino' | 'live';
export type LaunchKind = 'casino' | 'livecasino' | 'virtual';

export const providers = pgTable('providers', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  logo: text('logo').notNull(),
  liveStatus: smallint('live_status').notNull().default(1),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  maintenance: boolean('maintenance').notNull().default(false),
});

export const gameCategories = pgTable('game_categories', {
  id: integer('id').primaryKey(),
  kind: text('kind').$type<CategoryKind>().notNull(),
  slug: text('slug').notNull(),
  name: localized('name'),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const games = pgTable('games', {
  id: integer('id').primaryKey(),
  providerId: integer('provider_id')
    .notNull()
    .references(() => providers.id),
  name: localized('name'),
  searchName: text('search_name').notNull(),
  type: text('type').notNull(),
  theme: text('theme').notNull(),
  thumbnail: text('thumbnail').notNull(),
  rtpBp: integer('rtp_bp').notNull(),
  volatility: text('volatility').$type<'low' | 'medium' | 'high'>().notNull(),
  minBet: money('min_bet'),
  maxBet: money('max_bet'),
  isNew: boolean('is_new').notNull().default(false),
  isHot: boolean('is_hot').notNull().default(false),
  hasJackpot: boolean('has_jackpot').notNull().default(false),
  hasBuyFeature: boolean('has_buy_feature').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  maintenance: boolean('maintenance').notNull().default(false),
  ...engine,
});

export const gameCategoryGames = pgTable(
  'game_category_games',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => gameCategories.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.gameId] })],
);

export const liveTables = pgTable('live_tables', {
  id: integer('id').primaryKey(),
  providerId: integer('provider_id')
    .notNull()
    .references(() => providers.id),
  categoryId: integer('category_id')
    .notNull()
    .references(() => gameCategories.id),
  name: localized('name'),
  searchName: text('search_name').notNull(),
  type: text('type').notNull(),
  thumbnail: text('thumbnail').notNull(),
  minBet: money('min_bet'),
  maxBet: money('max_bet'),
  opensMinute: smallint('opens_minute').notNull().default(0),
  closesMinute: smallint('closes_minute').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  maintenance: boolean('maintenance').notNull().default(false),
  ...engine,
});

export const virtualGames = pgTable('virtual_games', {
  id: integer('id').primaryKey(),
  providerId: integer('provider_id')
    .notNull()
    .references(() => providers.id),
  type: text('type').notNull(),
  name: localized('name'),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  ...engine,
});

export const favoriteGames = pgTable(
  'favorite_games',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.gameId] })],
);

export const favoriteTables = pgTable(
  'favorite_tables',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tableId: integer('table_id')
      .notNull()
      .references(() => liveTables.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.tableId] })],
);

export const launchTokens = pgTable('launch_tokens', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  sessionId: text('session_id')
    .notNull()
    .references(() => sessions.publicId, { onDelete: 'cascade' }),
  kind: text('kind').$type<LaunchKind>().notNull(),
  gameId: integer('game_id').references(() => games.id, { onDelete: 'cascade' }),
  tableId: integer('table_id').references(() => liveTables.id, { onDelete: 'cascade' }),
  virtualGameId: integer('virtual_game_id').references(() => virtualGames.id, {
    onDelete: 'cascade',
  }),
  ...engine,
  lang: text('lang').notNull(),
  isMobile: boolean('is_mobile').notNull().default(false),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});
