import { sql } from 'drizzle-orm';
import type { BonusStatus } from '@lale/contract/bonus';
import { rowsOf, type Db } from '../../db/client.ts';

/** One grant of a definition to a player (migration 0047). Money in kuruş. */
export interface PlayerBonus {
  id: number;
  userId: number;
  definitionId: number;
  status: BonusStatus;
  amount: number;
  required: number;
  wagered: number;
  source: string;
  closedAmount: number | null;
  grantedAt: Date;
  expiresAt: Date;
  closedAt: Date | null;
}

type Row = Record<string, unknown>;

export function toPlayerBonus(row: Row): PlayerBonus {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    definitionId: Number(row.definition_id),
    status: row.status as BonusStatus,
    amount: Number(row.amount),
    required: Number(row.required),
    wagered: Number(row.wagered),
    source: String(row.source),
    closedAmount: row.closed_amount === null ? null : Number(row.closed_amount),
    grantedAt: new Date(row.granted_at as string),
    expiresAt: new Date(row.expires_at as string),
    closedAt: row.closed_at === null ? null : new Date(row.closed_at as string),
  };
}

export const playerBonusesRepository = {
  async ofPlayer(db: Db, userId: number): Promise<PlayerBonus[]> {
    const result = await db.execute(
      sql`select * from player_bonuses where user_id = ${userId} order by granted_at desc, id desc limit 100`,
    );
    return rowsOf<Row>(result).map(toPlayerBonus);
  },

  async find(db: Db, id: number): Promise<PlayerBonus | null> {
    const row = rowsOf<Row>(
      await db.execute(sql`select * from player_bonuses where id = ${id}`),
    )[0];
    return row ? toPlayerBonus(row) : null;
  },

  /** The player's wagering bonus, locked: conversion, expiry and bets queue on it. */
  async lockWagering(db: Db, userId: number): Promise<PlayerBonus | null> {
    const row = rowsOf<Row>(
      await db.execute(
        sql`select * from player_bonuses where user_id = ${userId} and status = 'wagering' for update`,
      ),
    )[0];
    return row ? toPlayerBonus(row) : null;
  },

  async hasAny(db: Db, userId: number, definitionId: number): Promise<boolean> {
    const result = await db.execute(
      sql`select 1 from player_bonuses where user_id = ${userId} and definition_id = ${definitionId} limit 1`,
    );
    return rowsOf(result).length > 0;
  },

  /** The bonus account's money now. */
  async heldBonus(db: Db, userId: number): Promise<number> {
    const row = rowsOf<{ held: string | number }>(
      await db.execute(
        sql`select coalesce(sum(credits_posted - debits_posted - debits_pending), 0) as held
            from ledger_accounts where kind = 'player_bonus' and owner = ${String(userId)}`,
      ),
    )[0];
    return Number(row?.held ?? 0);
  },
};
