import type { Lang } from '@lale/contract/languages';
import type { SportEventDetail, SportEventSummary } from '@lale/contract/methods/sportsbook';
import { SPORTS } from '@lale/contract/methods/sportsbook';
import type { Db } from '../../../db/client.ts';
import { mainMarketType } from '../pricing/market-rows.ts';
import { eventsRepository as events, type EventRow } from './events.repository.ts';
import { presentDetail, presentSummary } from './event.presenter.ts';

const MAIN_TYPES = new Set(SPORTS.map(mainMarketType));

/** List rows of events, each with its main market and its count of open markets. */
export async function eventSummaries(
  db: Db,
  rows: readonly EventRow[],
  lang: Lang,
  sportsNow: Date,
): Promise<SportEventSummary[]> {
  const ids = rows.map((row) => row.id);
  const [markets, counts] = await Promise.all([
    events.markets(db, ids, MAIN_TYPES),
    events.marketCounts(db, ids),
  ]);
  return rows.map((row) => presentSummary(row, markets, counts.get(row.id) ?? 0, lang, sportsNow));
}

export async function eventDetails(
  db: Db,
  rows: readonly EventRow[],
  lang: Lang,
  sportsNow: Date,
): Promise<SportEventDetail[]> {
  const markets = await events.markets(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentDetail(row, markets, lang, sportsNow));
}

export async function eventDetail(
  db: Db,
  id: string,
  lang: Lang,
  sportsNow: Date,
): Promise<SportEventDetail | null> {
  const row = await events.get(db, id);
  return row ? ((await eventDetails(db, [row], lang, sportsNow))[0] ?? null) : null;
}

/** Every event in play, for `event:live`. */
export async function liveList(db: Db, lang: Lang, sportsNow: Date): Promise<SportEventSummary[]> {
  return eventSummaries(db, await events.live(db), lang, sportsNow);
}
