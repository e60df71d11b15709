import type { RaceCard, RaceRunner } from '@lale/contract/methods/racing';
import type { Lang } from '@lale/contract/languages';
import { placesPaid } from '@lale/games/sports';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client.ts';
import { sportsbookEvents } from '../../sportsbook/api.ts';
import type { RoundRow } from '../rounds/rounds.repository.ts';
import { entryOf, raceForm } from './race-card.ts';
import { raceOf } from './racing-product.ts';

type EventRow = sportsbookEvents.EventRow;

async function runnerNames(db: Db, teamIds: readonly number[]): Promise<Map<number, string>> {
  if (teamIds.length === 0) return new Map();
  const rows = rowsOf<{ id: number; name: string }>(
    await db.execute(
      sql`select id, name from sport_teams where id in (${sql.join(
        teamIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    ),
  );
  return new Map(rows.map((row) => [Number(row.id), row.name]));
}

/**
 * A race as the screen shows it. The order and the animation only once the round is playing
 * (its markets suspended at the off), the server seed only once the race is over.
 */
export async function raceCard(
  db: Db,
  round: RoundRow,
  event: EventRow,
  lang: Lang,
): Promise<RaceCard> {
  const entry = entryOf(event.model);
  const n = entry.teamIds.length;
  const names = await runnerNames(db, entry.teamIds);
  const markets = await sportsbookEvents.eventsRepository.markets(db, [event.id]);
  const byType = new Map(markets.map((m) => [m.type, m]));
  const open = (type: string) => {
    const market = byType.get(type);
    return market?.state === 'open' && !market.operatorSuspended ? market : undefined;
  };
  const race = raceOf(event);
  const form = raceForm(race.model, event.id);
  const runners: RaceRunner[] = entry.teamIds.map((id, i) => ({
    number: i + 1,
    name: names.get(id) ?? `#${i + 1}`,
    form: form[i]!,
    winOdds: byType.get('racing.win')?.odds[String(i + 1)] ?? null,
    placeOdds: byType.get('racing.place')?.odds[String(i + 1)] ?? null,
  }));
  const started = round.state !== 'open';
  const over = event.state === 'finished' || event.state === 'void';
  const bettable =
    round.state === 'open' && event.state === 'scheduled' && !event.operatorSuspended;
  return {
    eventId: event.id,
    raceNo: round.roundNo,
    venue: lang === 'tr' ? event.leagueNameTr : event.leagueNameEn,
    startsAt: round.startsAt.toISOString(),
    endsAt: round.endsAt.toISOString(),
    state: round.state,
    version: event.version,
    runners,
    placesPaid: placesPaid(n),
    forecastOdds: byType.get('racing.forecast')?.odds ?? {},
    tricastOdds: byType.get('racing.tricast')?.odds ?? {},
    open: bettable && open('racing.win') !== undefined,
    serverSeedHash: event.serverSeedHash,
    clientSeed: event.clientSeed,
    serverSeed: over ? event.serverSeed : null,
    order: started ? [...race.result.order] : null,
    animation: started ? race.progress : null,
  };
}
