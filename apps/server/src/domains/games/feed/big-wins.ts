import { sql } from 'drizzle-orm';
import type { BigWinPayload } from '@lale/contract/live/feed-payloads';
import { maskPlayerName } from '@lale/contract/live/mask-player-name';
import type { LocalizedText } from '@lale/contract/site';
import { afterCommit, rowsOf, type Db } from '../../../db/client.ts';

/** The high-earnings feed's topic. */
export const BIG_WINS_TOPIC = 'feed:big-wins';

/** A win is big from 500 TL, or from 10x with at least 50 TL: worth showing everybody. */
export function isBigWin(amount: number, multiplierHundredths: number): boolean {
  return amount >= 50_000 || (multiplierHundredths >= 1_000 && amount >= 5_000);
}

export interface WinToFeed {
  userId: number;
  gameId: string;
  gameName: LocalizedText;
  multiplierHundredths: number;
  amount: number;
  /** Unique per win, so that a retried settlement feeds it once. */
  source: string;
  at: Date;
}

export type Publish = (topic: string, payload: unknown) => Promise<unknown>;

/**
 * Records a big win in the caller's transaction and pushes it to the feed once that commits.
 * The feed names the game in Turkish and English (the payload is the same for every viewer).
 */
export async function feedBigWin(tx: Db, publish: Publish, win: WinToFeed): Promise<void> {
  if (!isBigWin(win.amount, win.multiplierHundredths)) return;
  const result = await tx.execute(sql`
    insert into big_wins (user_id, player, game_id, game_name, multiplier, amount, source, created_at)
    select ${win.userId}, username, ${win.gameId}, ${JSON.stringify(win.gameName)}::jsonb,
      ${win.multiplierHundredths}, ${win.amount}, ${win.source}, ${win.at.toISOString()}
    from users where id = ${win.userId}
    on conflict (source) do nothing returning *`);
  const row = rowsOf<BigWinRow>(result)[0];
  if (row) afterCommit(tx, () => void publish(BIG_WINS_TOPIC, toPayload(row)).catch(() => {}));
}

interface BigWinRow {
  player: string;
  game_id: string;
  game_name: LocalizedText | string;
  multiplier: number | string;
  amount: number | string;
  created_at: Date | string;
}

function toPayload(row: BigWinRow): BigWinPayload {
  const names = typeof row.game_name === 'string' ? JSON.parse(row.game_name) : row.game_name;
  return {
    type: 'bigwin',
    player: maskPlayerName(row.player),
    gameId: row.game_id,
    gameName: names.tr,
    gameNames: names,
    multiplierHundredths: Number(row.multiplier),
    amount: Number(row.amount),
    at: new Date(row.created_at).getTime(),
  };
}

/** The newest big wins, for the feed's snapshot. */
export async function recentBigWins(db: Db, limit: number) {
  const result = await db.execute(
    sql`select * from big_wins order by created_at desc, id desc limit ${limit}`,
  );
  return rowsOf<BigWinRow>(result).map(toPayload);
}
