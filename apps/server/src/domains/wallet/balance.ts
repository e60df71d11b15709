import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';

export interface PlayerBalance {
  /** Posted cash, kuruş. */
  cash: number;
  /** Posted bonus money, kuruş. */
  bonus: number;
  /** Cash that may be staked or withdrawn now: posted cash less pending debits. */
  available: number;
}

/** A player's balances; zero for a player who never had an account. */
export async function balanceOf(db: Db, userId: number): Promise<PlayerBalance> {
  const result = await db.execute(
    sql`select kind, credits_posted - debits_posted as posted, debits_pending as reserved
        from ledger_accounts where user_id = ${userId}`,
  );
  const balance: PlayerBalance = { cash: 0, bonus: 0, available: 0 };
  for (const row of rowsOf<{ kind: string; posted: string | number; reserved: string | number }>(
    result,
  )) {
    if (row.kind === 'player_cash') {
      balance.cash = Number(row.posted);
      balance.available = Number(row.posted) - Number(row.reserved);
    } else if (row.kind === 'player_bonus') {
      balance.bonus = Number(row.posted);
    }
  }
  return balance;
}
