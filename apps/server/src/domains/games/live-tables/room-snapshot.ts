import { sql } from 'drizzle-orm';
import type { LiveTableResult } from '@lale/contract/live-tables/results';
import type { LiveTableSnapshot } from '@lale/contract/live-tables/room';
import { beadPlate, bigRoad, type BaccaratCoup } from '@lale/games/baccarat';
import { hotAndColdNumbers } from '@lale/games/live-roulette';
import { rowsOf, type Db } from '../../../db/client.ts';
import {
  publicBets,
  publicRound,
  publicSeats,
  publicTurn,
  recentResult,
} from './room-presenter.ts';
import { isOver, tableRounds, type TableRoundRow } from './rounds.repository.ts';
import { tableStakes } from './stakes.repository.ts';
import type { LiveTableRoom } from './table-catalogue.ts';

export const RECENT_RESULTS = 20;
const HOT_COLD_WINDOW = 500;
const ROAD_COUPS = 60;

/** The last results' values of one field, oldest first. */
async function pastResults(db: Db, tableId: number, limit: number): Promise<LiveTableResult[]> {
  const rows = rowsOf<{ result: LiveTableResult | string }>(
    await db.execute(sql`select result from live_table_rounds
      where table_id = ${tableId} and phase = 'result' and result is not null
      order by round_number desc limit ${limit}`),
  );
  return rows
    .map((row) => (typeof row.result === 'string' ? JSON.parse(row.result) : row.result))
    .reverse();
}

async function hotAndCold(db: Db, room: LiveTableRoom): Promise<LiveTableSnapshot['hotAndCold']> {
  if (room.game !== 'roulette') return null;
  const pockets = (await pastResults(db, room.tableId, HOT_COLD_WINDOW)).flatMap((result) =>
    result.game === 'roulette' ? [result.pocket] : [],
  );
  const found = hotAndColdNumbers(pockets, { window: HOT_COLD_WINDOW });
  const brief = (list: typeof found.hot) => list.map(({ number, hits }) => ({ number, hits }));
  return { spins: found.spins, hot: brief(found.hot), cold: brief(found.cold) };
}

async function roads(db: Db, room: LiveTableRoom): Promise<LiveTableSnapshot['roads']> {
  if (room.game !== 'baccarat') return null;
  const coups: BaccaratCoup[] = (await pastResults(db, room.tableId, ROAD_COUPS)).flatMap(
    (result) => (result.game === 'baccarat' ? [result.coup] : []),
  );
  const results = coups.map(({ winner, playerPair, bankerPair }) => ({
    winner,
    playerPair,
    bankerPair,
  }));
  return { beadPlate: beadPlate(results), bigRoad: bigRoad(results) };
}

/** What a snapshot shows of the table's paid rounds. */
interface PastResults {
  recent: LiveTableSnapshot['recent'];
  hotAndCold: LiveTableSnapshot['hotAndCold'];
  roads: LiveTableSnapshot['roads'];
}

async function readPastResults(db: Db, room: LiveTableRoom): Promise<PastResults> {
  const [recent, hotCold, road] = await Promise.all([
    tableRounds.recentResults(db, room.tableId, RECENT_RESULTS),
    hotAndCold(db, room),
    roads(db, room),
  ]);
  return { recent: recent.map(recentResult), hotAndCold: hotCold, roads: road };
}

/**
 * Each table's past results as last read, kept while its latest round stays the same and
 * unpaid or paid: a round's result is the only thing that adds to them. Newcomers arriving
 * together (a reconnection after a restart: thousands at once) then cost two queries each
 * instead of five, and share one read of the history (up to 500 rounds for roulette).
 */
export class PastResultsCache {
  private readonly tables = new Map<number, { key: string; past: Promise<PastResults> }>();

  of(db: Db, room: LiveTableRoom, latest: TableRoundRow | null): Promise<PastResults> {
    const key = latest ? `${latest.id}:${isOver(latest)}` : 'none';
    const cached = this.tables.get(room.tableId);
    if (cached?.key === key) return cached.past;
    const past = readPastResults(db, room);
    this.tables.set(room.tableId, { key, past });
    past.catch(() => {
      if (this.tables.get(room.tableId)?.past === past) this.tables.delete(room.tableId);
    });
    return past;
  }
}

/** The table topic's whole state: the round now, its bets, the history strip and roads. */
export async function tableSnapshot(
  db: Db,
  room: LiveTableRoom,
  players: number,
  now: Date,
  cache?: PastResultsCache,
): Promise<LiveTableSnapshot> {
  const round = await tableRounds.latest(db, room.tableId);
  const [stakes, past] = await Promise.all([
    round ? tableStakes.ofRound(db, round.id) : Promise.resolve([]),
    cache ? cache.of(db, room, round) : readPastResults(db, room),
  ]);
  // A finished round whose result has been shown is the table idling until someone watches.
  const idle =
    !round ||
    (round.phaseEndsAt <= now && (round.phase === 'result' || round.phase === 'cancelled'));
  return {
    type: 'table.snapshot',
    tableId: room.tableId,
    kind: room.kind,
    game: room.game,
    dealer: room.dealer,
    limits: { minBet: room.minBet, maxBet: room.maxBet },
    players,
    phase: idle ? 'idle' : round.phase === 'cancelled' ? 'result' : round.phase,
    phaseEndsAt: idle ? null : round.phaseEndsAt.getTime(),
    serverTime: now.getTime(),
    round: round ? publicRound(round) : null,
    result: round?.result ?? null,
    turn: round ? publicTurn(round, stakes) : null,
    bets: publicBets(stakes),
    seats: publicSeats(stakes),
    recent: past.recent,
    hotAndCold: past.hotAndCold,
    roads: past.roads,
  };
}
