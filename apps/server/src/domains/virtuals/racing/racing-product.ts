import { priceEvent, racingResultText, seededRace, type RacingSport } from '@lale/games/sports';
import type { SportKey } from '@lale/contract/methods/sportsbook';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sportsbookEvents } from '../../sportsbook/api.ts';
import type {
  EventRow,
  RoundTiming,
  ShowFrame,
  VirtualProduct,
} from '../rounds/virtual-product.ts';
import { drawEntry, entryParams, raceModelOf } from './race-card.ts';
import { runnerTeamId, type RacingCatalogue } from './racing.data.ts';

/** Frames of a race's animation (the screen interpolates between them). */
export const RACE_FRAMES = 121;

/** The seeds of a race: nonce 0, one race per event (as the sportsbook's `seedsOf`). */
const seedsOf = (event: EventRow) => ({
  serverSeed: event.serverSeed,
  clientSeed: event.clientSeed,
  nonce: 0,
});

/** The race of an event drawn from its committed seeds: the order and the animation. */
export function raceOf(event: EventRow) {
  const model = raceModelOf(event.sport as RacingSport, event.model);
  return { model, ...seededRace(model, seedsOf(event), RACE_FRAMES) };
}

/**
 * A racing product (horses or greyhounds): one race a round, its runners and their strengths
 * from the public race card of the round, priced with the racing markets, its finishing order
 * drawn from the event's seeds and shown over `showMs`.
 */
export function racingProduct(catalogue: RacingCatalogue, timing: RoundTiming): VirtualProduct {
  return {
    key: catalogue.key,
    timing,
    ensureCatalogue: (db) => seedRacingCatalogue(db, catalogue),
    async createEvents(tx, slot) {
      const entry = drawEntry(catalogue, slot.roundNo);
      const model = entryParams(entry);
      const margins = await sportsbookEvents.loadMargins(tx);
      const event = { sport: catalogue.key, model: raceModelOf(catalogue.key, model) };
      const markets = priceEvent(event, margins).map(sportsbookEvents.toMarketRow);
      return [
        {
          leagueId: catalogue.leagueId,
          // sport_events.sport is text; the sportsbook's SportKey names its own four sports only.
          sport: catalogue.key as unknown as SportKey,
          homeTeamId: entry.teamIds[0]!,
          awayTeamId: entry.teamIds[1]!,
          model,
          markets,
        },
      ];
    },
    frame: (event, elapsedMs) => raceFrame(event, elapsedMs, timing.showMs),
    outcome(event) {
      const { result } = raceOf(event);
      return { result: { sport: catalogue.key, ...result }, text: racingResultText(result) };
    },
  };
}

/** The race's state on the board: running, then finished; the screen draws the runners. */
function raceFrame(event: EventRow, elapsedMs: number, showMs: number): ShowFrame {
  const done = elapsedMs >= showMs;
  return {
    live: {
      period: done ? 'FIN' : 'RACE',
      minute: null,
      home: 0,
      away: 0,
      at: event.startsAt.getTime() + Math.min(Math.max(0, elapsedMs), showMs),
    },
    incidents: [],
  };
}

/** The racing league (virtual) and its stable, written once; rows already there stay. */
export async function seedRacingCatalogue(db: Db, catalogue: RacingCatalogue): Promise<void> {
  const settings = { countryName: catalogue.countryName };
  await db.execute(sql`
    insert into sport_leagues (id, sport, country_code, name_tr, name_en, top, sort, settings, virtual)
    values (${catalogue.leagueId}, ${catalogue.key}, ${catalogue.countryCode}, ${catalogue.name.tr},
      ${catalogue.name.en}, false, 901, ${JSON.stringify(settings)}::jsonb, true)
    on conflict (id) do nothing`);
  const rows = catalogue.runners.map(
    (name, index) =>
      sql`(${runnerTeamId(catalogue, index)}, ${catalogue.leagueId}, ${name}, '{}'::jsonb)`,
  );
  await db.execute(sql`insert into sport_teams (id, league_id, name, ratings)
    values ${sql.join(rows, sql`, `)} on conflict do nothing`);
}
