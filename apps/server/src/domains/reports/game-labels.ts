import type { Product } from '@lale/contract/backoffice-reports';
import type { Lang } from '@lale/contract/languages';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';

export interface GameLabel {
  name: string;
  provider: string;
}

const SPORTSBOOK: Record<Lang, string> = { tr: 'Spor Bahisleri', en: 'Sportsbook' };
const VIRTUAL_SPORTS: Record<Lang, string> = { tr: 'Sanal Sporlar', en: 'Virtual sports' };
const LALE = 'Lale';

/**
 * The catalogue's name and provider of each game key the ledger names ('casino:<id>',
 * 'livecasino:<id>', 'virtual:<id>', 'sportsbook', and 'sportsbook:virtuals' for coupons on
 * virtual events); an unknown key is shown as it is.
 */
export async function gameLabels(
  db: Db,
  keys: string[],
  lang: Lang,
): Promise<Map<string, GameLabel>> {
  const labels = new Map<string, GameLabel>();
  const ids = (prefix: string) =>
    keys
      .filter((key) => key.startsWith(`${prefix}:`))
      .map((key) => Number(key.slice(prefix.length + 1)))
      .filter((id) => Number.isSafeInteger(id) && id > 0 && id < 2 ** 31);
  const read = async (prefix: string, table: 'games' | 'live_tables' | 'virtual_games') => {
    const wanted = ids(prefix);
    if (wanted.length === 0) return;
    const rows = rowsOf<{ id: number; name: Record<string, string>; provider: string }>(
      await db.execute(sql`select g.id, g.name, p.name as provider
        from ${sql.identifier(table)} g join providers p on p.id = g.provider_id
        where g.id in ${sql`(${sql.join(
          wanted.map((id) => sql`${id}`),
          sql`, `,
        )})`}`),
    );
    for (const row of rows)
      labels.set(`${prefix}:${row.id}`, {
        name: row.name[lang] ?? row.name.tr ?? String(row.id),
        provider: row.provider,
      });
  };
  await read('casino', 'games');
  await read('livecasino', 'live_tables');
  await read('virtual', 'virtual_games');
  labels.set('sportsbook', { name: SPORTSBOOK[lang], provider: LALE });
  labels.set('sportsbook:virtuals', { name: VIRTUAL_SPORTS[lang], provider: LALE });
  for (const key of keys) if (!labels.has(key)) labels.set(key, { name: key, provider: key });
  return labels;
}

export const isProduct = (value: string): value is Product =>
  value === 'casino' || value === 'live' || value === 'sports' || value === 'virtuals';
