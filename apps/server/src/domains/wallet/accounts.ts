import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import type { LedgerAccountKind } from '../../db/schema.ts';

/** Names an account without knowing its id: a player's, a jackpot pool's or a house account. */
export type AccountRef =
  | { kind: 'player_cash' | 'player_bonus'; userId: number }
  | { kind: 'jackpot'; pool: string; shard?: number }
  | { kind: 'house'; shard?: number }
  | { kind: 'deposit_clearing' | 'withdrawal_clearing' };

export interface AccountState {
  id: number;
  kind: LedgerAccountKind;
  owner: string;
  allowNegative: boolean;
  debitsPosted: number;
  creditsPosted: number;
  debitsPending: number;
  creditsPending: number;
}

export const HOUSE: AccountRef = { kind: 'house' };
/**
 * Game money goes through one of HOUSE_SHARDS house accounts, chosen by player: every bet
 * and win locks its house account, and one shared row would serialise all play.
 */
export const HOUSE_SHARDS = 16;
export const houseFor = (userId: number): AccountRef => ({
  kind: 'house',
  shard: userId % HOUSE_SHARDS,
});
/**
 * Each progressive pool is JACKPOT_SHARDS accounts, summed on read: every slot spin feeds every
 * pool, so one row per pool would serialise all spins. As many as the house shards and chosen
 * by the same player index: two spins that share a pool shard already share their house shard
 * (held from the bet to the commit), so the pools add no wait of their own. Shard 0 is the
 * pool's own account (owner = the pool's name); shard i > 0 is owned `<pool>#<i>` and opened on
 * first use (`ledger_lock_accounts`). The count may grow; an award gathers every shard there is.
 */
export const JACKPOT_SHARDS = HOUSE_SHARDS;
export const jackpotShard = (pool: string, shard: number): AccountRef => ({
  kind: 'jackpot',
  pool,
  shard,
});
export const jackpotFor = (pool: string, userId: number): AccountRef =>
  jackpotShard(pool, userId % JACKPOT_SHARDS);
export const playerCash = (userId: number): AccountRef => ({ kind: 'player_cash', userId });

export function ownerOf(ref: AccountRef): string {
  if (ref.kind === 'player_cash' || ref.kind === 'player_bonus') return String(ref.userId);
  if (ref.kind === 'jackpot') return ref.shard ? `${ref.pool}#${ref.shard}` : ref.pool;
  if (ref.kind === 'house' && ref.shard !== undefined) return `shard-${ref.shard}`;
  return '';
}

/** Posted balance: what the account holds once everything pending settles as it stands. */
export const postedBalance = (a: AccountState) => a.creditsPosted - a.debitsPosted;
/** What may still be debited: the posted balance less the debits reserved by pending transfers. */
export const availableBalance = (a: AccountState) => postedBalance(a) - a.debitsPending;

export interface AccountRow {
  id: number | string;
  kind: LedgerAccountKind;
  owner: string;
  allow_negative: boolean;
  debits_posted: number | string;
  credits_posted: number | string;
  debits_pending: number | string;
  credits_pending: number | string;
}

export const ACCOUNT_COLUMNS = sql.raw(
  'id, kind, owner, allow_negative, debits_posted, credits_posted, debits_pending, credits_pending',
);

export function toAccountState(row: AccountRow): AccountState {
  return {
    id: Number(row.id),
    kind: row.kind,
    owner: row.owner,
    allowNegative: row.allow_negative,
    debitsPosted: Number(row.debits_posted),
    creditsPosted: Number(row.credits_posted),
    debitsPending: Number(row.debits_pending),
    creditsPending: Number(row.credits_pending),
  };
}

/**
 * Locks two accounts in id order, opening a player's on first use: the database's
 * `ledger_lock_accounts` (migration 0009), which every transfer takes too. Must run inside a
 * transaction.
 */
export async function lockAccounts(
  tx: Db,
  debit: AccountRef,
  credit: AccountRef,
): Promise<[AccountState, AccountState]> {
  const [row] = rowsOf<{ debit: AccountRow; credit: AccountRow }>(
    await tx.execute(
      sql`select to_jsonb(debit) as debit, to_jsonb(credit) as credit
          from ledger_lock_accounts(${debit.kind}, ${ownerOf(debit)}, ${credit.kind}, ${ownerOf(credit)})`,
    ),
  );
  return [toAccountState(row!.debit), toAccountState(row!.credit)];
}
