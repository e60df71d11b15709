import { sql, type SQL } from 'drizzle-orm';
import type { Lang } from '@lale/contract/languages';
import { rowsOf, type Db } from '../../db/client.ts';

/** Label keys and the table whose localised `name` they point at. */
const SOURCES = {
  casino: 'games',
  livecasino: 'live_tables',
  'cash-method': 'cash_methods',
} as const;
type Source = keyof typeof SOURCES;
const KEY = /^(casino|livecasino|cash-method):(\d{1,9})$/;
/**
 * Labels that name no row: the sportsbook's coupons (their wallet game id is 'sportsbook'), and
 * what happened to a bonus (migration 0056), which its history rows would otherwise all call 'Bonus'.
 */
const FIXED: Readonly<Record<string, Record<Lang, string>>> = {
  sportsbook: { tr: 'Spor Bahisleri', en: 'Sportsbook' },
  'bonus-grant': { tr: 'Bonus verildi', en: 'Bonus granted' },
  'bonus-conversion': { tr: 'Bonus nakde döndü', en: 'Bonus turned into cash' },
  'bonus-forfeit': { tr: 'Bonus sona erdi', en: 'Bonus ended' },
  prize: { tr: 'Ödül', en: 'Prize' },
};

/**
 * Names behind a page of history rows in `lang`: 'casino:12' → the game's name,
 * 'cash-method:3' → the payment method's. One query for the whole page.
 */
export async function labelNames(
  db: Db,
  keys: readonly (string | null)[],
  lang: Lang,
): Promise<Map<string, string>> {
  const ids = new Map<Source, Set<number>>();
  for (const key of keys) {
    const match = key ? KEY.exec(key) : null;
    if (!match) continue;
    const source = match[1] as Source;
    if (!ids.has(source)) ids.set(source, new Set());
    ids.get(source)!.add(Number(match[2]));
  }
  const names = new Map<string, string>();
  for (const key of keys) if (key && Object.hasOwn(FIXED, key)) names.set(key, FIXED[key]![lang]);
  if (ids.size === 0) return names;
  const parts: SQL[] = [...ids].map(
    ([source, set]) =>
      sql`select ${source} || ':' || id as key, name ->> ${lang} as name
          from ${sql.raw(SOURCES[source])}
          where id in (${sql.join(
            [...set].map((id) => sql`${id}`),
            sql`, `,
          )})`,
  );
  const result = await db.execute(sql.join(parts, sql` union all `));
  for (const row of rowsOf<{ key: string; name: string }>(result)) names.set(row.key, row.name);
  return names;
}
