import { sql } from 'drizzle-orm';
import { DEFAULT_MARGINS, type MarginTable, type MarketType } from '@lale/games/sports';
import { rowsOf, type Db } from '../../../db/client.ts';

/** The operator's margins: sport_margins rows over the maths package's defaults. */
export async function loadMargins(db: Db): Promise<MarginTable> {
  const rows = rowsOf<{ market_type: string; basis_points: number }>(
    await db.execute(sql`select market_type, basis_points from sport_margins`),
  );
  const table: Record<string, number> = { ...DEFAULT_MARGINS };
  for (const row of rows)
    if (row.market_type in table) table[row.market_type] = Number(row.basis_points);
  return table as MarginTable;
}

export async function saveMargin(
  db: Db,
  type: MarketType,
  basisPoints: number,
  now: Date,
): Promise<void> {
  await db.execute(sql`
    insert into sport_margins (market_type, basis_points, updated_at)
    values (${type}, ${basisPoints}, ${now.toISOString()})
    on conflict (market_type) do update
      set basis_points = excluded.basis_points, updated_at = excluded.updated_at`);
}
