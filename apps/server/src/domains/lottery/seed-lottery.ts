import { sql } from 'drizzle-orm';
import { generateServerSeed, hashServerSeed } from '@lale/games/fair';
import type { Db } from '../../db/client.ts';

/**
 * The new-year lottery of the coming year: sales open from yesterday until midnight of
 * 1 January in Türkiye (UTC+3), drawn then; a ticket per deposit of 500 TL or more.
 */
export async function seedLottery(db: Db, now: Date): Promise<void> {
  const year =
    now.getUTCMonth() === 11 && now.getUTCDate() === 31
      ? now.getUTCFullYear() + 2
      : now.getUTCFullYear() + 1;
  const drawAt = new Date(Date.UTC(year - 1, 11, 31, 21, 0, 0));
  const salesStart = new Date(now.getTime() - 24 * 3_600_000);
  const seed = generateServerSeed();
  await db.execute(sql`insert into lotteries (code, title, sales_start, sales_end, draw_at,
      min_deposit, prizes, server_seed, seed_hash)
    values (${`NY${year}`}, ${JSON.stringify({ tr: `${year} Yılbaşı Piyangosu`, en: `New Year ${year} Lottery` })}::jsonb,
      ${salesStart.toISOString()}, ${drawAt.toISOString()}, ${drawAt.toISOString()}, 50000,
      '{10000000,5000000,2500000,1000000,500000}'::bigint[], ${seed}, ${hashServerSeed(seed)})
    on conflict (code) do nothing`);
}
