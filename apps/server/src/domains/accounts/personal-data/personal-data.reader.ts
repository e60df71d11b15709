import { sql } from 'drizzle-orm';
import type {
  ExportedBankAccount,
  ExportedCoupon,
  ExportedGameRound,
  ExportedSession,
} from '@lale/contract/methods/user';
import { rowsOf, type Db } from '../../../db/client.ts';

/**
 * The player's rows in other domains' tables, read-only, for the export only: one document
 * must hold all of it, and these tables are where each domain keeps the player's records.
 */

const iso = (value: string | Date) => new Date(value).toISOString();
const isoOrNull = (value: string | Date | null) => (value === null ? null : iso(value));

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

export async function readSessions(db: Db, userId: number): Promise<ExportedSession[]> {
  const found = await rows<{
    ip: string;
    user_agent: string;
    created_at: Date;
    last_seen_at: Date;
    expires_at: Date;
    revoked_at: Date | null;
  }>(
    db,
    sql`select ip, user_agent, created_at, last_seen_at, expires_at, revoked_at
        from sessions where user_id = ${userId} order by created_at`,
  );
  return found.map((row) => ({
    ip: row.ip,
    userAgent: row.user_agent,
    createdAt: iso(row.created_at),
    lastSeenAt: iso(row.last_seen_at),
    expiresAt: iso(row.expires_at),
    revokedAt: isoOrNull(row.revoked_at),
  }));
}

export async function readBankAccounts(db: Db, userId: number): Promise<ExportedBankAccount[]> {
  const found = await rows<{
    id: number;
    bank: string;
    account_holder: string;
    branch_code: string;
    account_number: string;
    iban: string;
    created_at: Date;
    deleted_at: Date | null;
  }>(
    db,
    sql`select a.id, b.name as bank, a.account_holder, a.branch_code, a.account_number, a.iban,
          a.created_at, a.deleted_at
        from bank_accounts a join banks b on b.id = a.bank_id
        where a.user_id = ${userId} order by a.id`,
  );
  return found.map((row) => ({
    id: Number(row.id),
    bank: row.bank,
    accountHolder: row.account_holder,
    branchCode: row.branch_code,
    accountNumber: row.account_number,
    iban: row.iban,
    createdAt: iso(row.created_at),
    deletedAt: isoOrNull(row.deleted_at),
  }));
}

export async function readCoupons(db: Db, userId: number): Promise<ExportedCoupon[]> {
  const found = await rows<{
    id: number;
    kind: string;
    total_stake: number;
    possible_payout: number;
    outcome: string;
    payout: number;
    created_at: Date;
    settled_at: Date | null;
    legs: {
      event_id: number;
      market_key: string;
      selection: string;
      odds: number;
      outcome: string | null;
    }[];
  }>(
    db,
    sql`select c.id, c.kind, c.total_stake, c.possible_payout, c.outcome, c.payout, c.created_at,
          c.settled_at,
          coalesce((select json_agg(json_build_object('event_id', l.event_id, 'market_key',
              l.market_key, 'selection', l.selection, 'odds', l.odds, 'outcome', l.outcome)
              order by l.leg_index)
            from sport_coupon_legs l where l.coupon_id = c.id), '[]'::json) as legs
        from sport_coupons c where c.user_id = ${userId} order by c.id`,
  );
  return found.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    totalStake: Number(row.total_stake),
    possiblePayout: Number(row.possible_payout),
    outcome: row.outcome,
    payout: Number(row.payout),
    createdAt: iso(row.created_at),
    settledAt: isoOrNull(row.settled_at),
    legs: row.legs.map((leg) => ({
      eventId: Number(leg.event_id),
      market: leg.market_key,
      selection: leg.selection,
      odds: Number(leg.odds),
      outcome: leg.outcome,
    })),
  }));
}

type RoundRow = {
  id: string;
  game: string;
  stake: number;
  win: number;
  status: string;
  created_at: Date;
  settled_at: Date | null;
};

const presentRound = (row: RoundRow): ExportedGameRound => ({
  id: row.id,
  game: row.game,
  stake: Number(row.stake),
  win: Number(row.win),
  status: row.status,
  createdAt: iso(row.created_at),
  settledAt: isoOrNull(row.settled_at),
});

/** Rounds of the in-house studio's games (slots, roulette, blackjack). */
export async function readGameRounds(db: Db, userId: number): Promise<ExportedGameRound[]> {
  const found = await rows<RoundRow>(
    db,
    sql`select id::text, game_key as game, stake, win, status, created_at, settled_at
        from studio_rounds where user_id = ${userId} order by created_at, id`,
  );
  return found.map(presentRound);
}

export async function readCrashBets(db: Db, userId: number): Promise<ExportedGameRound[]> {
  const found = await rows<RoundRow>(
    db,
    sql`select id::text, room as game, stake, payout as win, status, created_at, settled_at
        from crash_bets where user_id = ${userId} order by created_at, id`,
  );
  return found.map(presentRound);
}

/**
 * Why the account cannot close yet, if anything: money the player still has or that is still
 * moving (a pending deposit or withdrawal, an open coupon, round or crash bet).
 */
export async function moneyStillMoving(db: Db, userId: number): Promise<boolean> {
  const [row] = await rows<{ moving: boolean }>(
    db,
    sql`select
          exists (select 1 from cashier_requests where user_id = ${userId} and status = 'new')
          or exists (select 1 from sport_coupons where user_id = ${userId} and outcome = 'open')
          or exists (select 1 from studio_rounds where user_id = ${userId} and status = 'open')
          or exists (select 1 from crash_bets where user_id = ${userId} and status = 'open')
          as moving`,
  );
  return row?.moving === true;
}
