import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sessions, users } from './accounts-schema.ts';

/** Mirrors migrations/0005_studio.sql. */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });
const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export type StudioLaunchKind = 'casino' | 'livecasino' | 'virtual';
export type StudioRoundStatus = 'open' | 'settled' | 'refunded';

export const studioSeedPairs = pgTable('studio_seed_pairs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: userId(),
  serverSeed: text('server_seed').notNull(),
  serverSeedHash: text('server_seed_hash').notNull(),
  clientSeed: text('client_seed').notNull(),
  nextNonce: bigint('next_nonce', { mode: 'number' }).notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: at('created_at').notNull(),
  revealedAt: at('revealed_at'),
});

export const studioGameSessions = pgTable('studio_game_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  userId: userId(),
  siteSessionId: text('site_session_id')
    .notNull()
    .references(() => sessions.publicId, { onDelete: 'cascade' }),
  launchKind: text('launch_kind').$type<StudioLaunchKind>().notNull(),
  catalogueId: integer('catalogue_id').notNull(),
  engineId: text('engine_id').notNull(),
  engineModel: text('engine_model').notNull(),
  lang: text('lang').$type<'tr' | 'en'>().notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
});

export const studioRounds = pgTable('studio_rounds', {
  id: uuid('id').primaryKey(),
  userId: userId(),
  gameKey: text('game_key').notNull(),
  engineId: text('engine_id').notNull(),
  engineModel: text('engine_model').notNull(),
  requestId: text('request_id').notNull(),
  stake: money('stake').notNull(),
  win: money('win').notNull().default(0),
  balanceBefore: money('balance_before').notNull(),
  balanceAfter: money('balance_after'),
  seedPairId: bigint('seed_pair_id', { mode: 'number' })
    .notNull()
    .references(() => studioSeedPairs.id),
  serverSeedHash: text('server_seed_hash').notNull(),
  clientSeed: text('client_seed').notNull(),
  nonce: bigint('nonce', { mode: 'number' }).notNull(),
  outcome: jsonb('outcome').notNull(),
  status: text('status').$type<StudioRoundStatus>().notNull(),
  createdAt: at('created_at').notNull(),
  settledAt: at('settled_at'),
});

export const studioBlackjackHands = pgTable('studio_blackjack_hands', {
  roundId: uuid('round_id')
    .primaryKey()
    .references(() => studioRounds.id, { onDelete: 'cascade' }),
  userId: userId(),
  gameKey: text('game_key').notNull(),
  state: jsonb('state').notNull(),
  wagered: money('wagered').notNull(),
  betsPlaced: integer('bets_placed').notNull(),
  open: boolean('open').notNull().default(true),
  updatedAt: at('updated_at').notNull(),
});

export const studioHandActions = pgTable('studio_hand_actions', {
  userId: userId(),
  requestId: text('request_id').notNull(),
  roundId: uuid('round_id')
    .notNull()
    .references(() => studioRounds.id, { onDelete: 'cascade' }),
  reply: jsonb('reply').notNull(),
  createdAt: at('created_at').notNull(),
});
