import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';
import { houseFor, ownerOf } from '../accounts.ts';

export interface RoundPrize {
  provider: string;
  /** The wallet round whose stake earned the prize (bonus money in it is split as it was). */
  roundId: string;
  playerId: number;
  amount: number;
  ledgerKey: string;
  reference: string;
  subject: string;
}

/**
 * A prize on an open round paid as it comes, before the round's closing win (bingo's stages):
 * `wallet_pay_round_win` (migration 0063) pays it as every win is paid, so the share staked
 * with bonus money goes back to the bonus while it wagers and stays with the house once it was
 * forfeited or expired. Returns the transfer written, or null when nothing was paid.
 */
export async function payRoundPrize(db: Db, prize: RoundPrize): Promise<string | null> {
  const [row] = rowsOf<{ transfer: string | null }>(
    await db.execute(sql`select wallet_pay_round_win(${prize.provider}, ${prize.roundId},
      ${prize.playerId}, ${prize.amount}, ${ownerOf(houseFor(prize.playerId))},
      ${prize.ledgerKey}, ${prize.reference}, ${prize.subject}) as transfer`),
  );
  return row?.transfer ?? null;
}
