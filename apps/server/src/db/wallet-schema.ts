import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Mirrors migrations/0004_wallet.sql. */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' });

export type LedgerAccountKind =
  'player_cash' | 'player_bonus' | 'house' | 'jackpot' | 'deposit_clearing' | 'withdrawal_clearing';

export type TransferKind =
  | 'bet'
  | 'win'
  | 'rollback'
  | 'jackpot_contribution'
  | 'jackpot_award'
  | 'jackpot_seed'
  /** Moves a pool's shard into its own account before an award (migration 0069). */
  | 'jackpot_gather'
  | 'demo_grant'
  | 'deposit'
  | 'withdrawal'
  | 'bonus_grant'
  | 'bonus_conversion'
  | 'bonus_forfeit'
  | 'prize'
  | 'correction';

export type TransferStatus = 'pending' | 'posted' | 'voided';

export const ledgerAccounts = pgTable('ledger_accounts', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').$type<LedgerAccountKind>().notNull(),
  owner: text('owner').notNull(),
  userId: integer('user_id'),
  currency: text('currency').notNull().default('TRY'),
  allowNegative: boolean('allow_negative').notNull(),
  debitsPosted: money('debits_posted').notNull().default(0),
  creditsPosted: money('credits_posted').notNull().default(0),
  debitsPending: money('debits_pending').notNull().default(0),
  creditsPending: money('credits_pending').notNull().default(0),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const ledgerTransfers = pgTable('ledger_transfers', {
  id: uuid('id').primaryKey().defaultRandom(),
  debitAccountId: bigint('debit_account_id', { mode: 'number' }).notNull(),
  creditAccountId: bigint('credit_account_id', { mode: 'number' }).notNull(),
  amount: money('amount').notNull(),
  kind: text('kind').$type<TransferKind>().notNull(),
  reference: text('reference'),
  /** What the transfer concerns beyond its reference: the game of a bet, win or refund (0009). */
  subject: text('subject'),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  status: text('status').$type<TransferStatus>().notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  postedAt: at('posted_at'),
  voidedAt: at('voided_at'),
});

export const walletProviders = pgTable('wallet_providers', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  secret: text('secret').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const providerSessions = pgTable('provider_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  provider: text('provider').notNull(),
  userId: integer('user_id').notNull(),
  gameId: text('game_id').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
});

export const walletRounds = pgTable(
  'wallet_rounds',
  {
    provider: text('provider').notNull(),
    roundId: text('round_id').notNull(),
    userId: integer('user_id').notNull(),
    gameId: text('game_id').notNull(),
    status: text('status').$type<'open' | 'closed'>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    closedAt: at('closed_at'),
  },
  (t) => [primaryKey({ columns: [t.provider, t.roundId] })],
);

export type WalletTransactionKind = 'bet' | 'win' | 'rollback';
export type WalletTransactionStatus = 'done' | 'rolled_back' | 'cancelled';

export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    provider: text('provider').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').$type<WalletTransactionKind>().notNull(),
    userId: integer('user_id').notNull(),
    roundId: text('round_id'),
    gameId: text('game_id'),
    amount: money('amount').notNull(),
    rolledBackTransactionId: text('rolled_back_transaction_id'),
    status: text('status').$type<WalletTransactionStatus>().notNull(),
    transferId: uuid('transfer_id'),
    response: jsonb('response'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.transactionId] })],
);
