import type {
  ReportPeriod,
  RevenueGroup,
  RevenueReport,
  RevenueRow,
} from '@lale/contract/backoffice-reports';
import type { Lang } from '@lale/contract/languages';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { gameLabels, isProduct } from './game-labels.ts';
import { ledgerSummary } from './ledger-summary.ts';
import { eachDay } from './report-period.ts';
import { REVENUE_KINDS, revenuePart } from './revenue-kinds.ts';

type Figures = Omit<RevenueRow, 'key' | 'label' | 'product'>;

const UNATTRIBUTED: Record<Lang, string> = {
  tr: 'Oyuna bağlı olmayan (bonus, ödül, jackpot tohumu)',
  en: 'Not tied to a game (bonus, prizes, jackpot seed)',
};

/**
 * The columns each split needs, so that the database sums the rows down to the groups: by day,
 * the day; by product, the product and whether the row belongs to a game at all; by game or
 * provider, the game (the provider is the catalogue's, looked up afterwards).
 */
const DIMENSIONS: Record<RevenueGroup, SQL> = {
  day: sql`s.day::text as day, '' as product, '' as subject`,
  product: sql`'' as day, s.product, case when s.subject = '' then '' else '*' end as subject`,
  game: sql`'' as day, s.product, s.subject`,
  provider: sql`'' as day, s.product, s.subject`,
};

const zero = (): Figures => ({
  stakes: 0,
  wins: 0,
  ggr: 0,
  jackpotCost: 0,
  bonusCost: 0,
  prizeCost: 0,
  ngr: 0,
  bets: 0,
});

function add(figures: Figures, kind: string, amount: number, transfers: number): void {
  switch (revenuePart(kind)) {
    case 'stake':
      figures.stakes += amount;
      figures.bets += transfers;
      break;
    case 'refund':
      figures.stakes -= amount;
      break;
    case 'win':
      figures.wins += amount;
      break;
    case 'jackpot':
      figures.jackpotCost += amount;
      break;
    case 'bonus':
      figures.bonusCost += amount;
      break;
    case 'bonusBack':
      figures.bonusCost -= amount;
      break;
    case 'prize':
      figures.prizeCost += amount;
      break;
  }
  figures.ggr = figures.stakes - figures.wins;
  figures.ngr = figures.ggr - figures.jackpotCost - figures.bonusCost - figures.prizeCost;
}

/**
 * GGR and NGR of the period by day, game, provider or product, from the ledger. The game,
 * provider and product rows carry what belongs to a game; bonus cost, prizes and jackpot seeds
 * belong to none and have their own row, so that the rows always add up to the total.
 */
export async function revenueReport(
  db: Db,
  period: ReportPeriod,
  groupBy: RevenueGroup,
  now: Date,
  lang: Lang,
): Promise<RevenueReport> {
  const summary = await ledgerSummary(db, period, now);
  const kinds = Object.keys(REVENUE_KINDS);
  const rows = rowsOf<{
    day: string;
    kind: string;
    product: string;
    subject: string;
    transfers: number | string;
    amount: number | string;
  }>(
    await db.execute(sql`select ${DIMENSIONS[groupBy]}, s.kind,
        sum(s.transfers) as transfers, sum(s.amount) as amount
      from ${summary} s
      where s.kind in ${sql`(${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})`}
      group by 1, 2, 3, 4`),
  );

  const labels =
    groupBy === 'game' || groupBy === 'provider'
      ? await gameLabels(db, [...new Set(rows.map((row) => row.subject))], lang)
      : new Map();
  const groups = new Map<string, RevenueRow>();
  const total = zero();
  for (const row of rows) {
    const amount = Number(row.amount);
    const transfers = Number(row.transfers);
    add(total, row.kind, amount, transfers);
    const game =
      row.subject === 'sportsbook' && row.product === 'virtuals'
        ? 'sportsbook:virtuals'
        : row.subject;
    const attributed = groupBy === 'day' || (row.subject !== '' && isProduct(row.product));
    let key: string;
    let label: string;
    if (groupBy === 'day') key = label = row.day;
    else if (!attributed) {
      key = '';
      label = UNATTRIBUTED[lang];
    } else if (groupBy === 'product') key = label = row.product;
    else if (groupBy === 'provider') key = label = labels.get(game)?.provider ?? game;
    else {
      key = game;
      label = labels.get(game)?.name ?? game;
    }
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        label,
        product: groupBy === 'game' && attributed && isProduct(row.product) ? row.product : '',
        ...zero(),
      };
      groups.set(key, group);
    }
    add(group, row.kind, amount, transfers);
  }
  if (groupBy === 'day' && period.startDate)
    for (const day of eachDay(period.startDate, period.endDate))
      if (!groups.has(day)) groups.set(day, { key: day, label: day, product: '', ...zero() });
  const sorted = [...groups.values()].sort((a, b) =>
    groupBy === 'day'
      ? a.key.localeCompare(b.key)
      : b.stakes - a.stakes || a.key.localeCompare(b.key),
  );
  return { report: 'revenue', period, groupBy, rows: sorted, total };
}
