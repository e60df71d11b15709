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
import { tableRounds } from './rounds.repository.ts';
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

/** The table topic's whole state: the round now, its bets, the history strip and roads. */
export async function tableSnapshot(
  db: Db,
  room: LiveTableRoom,
  players: number,
  now: Date,
): Promise<LiveTableSnapshot> {
  const round = await tableRounds.latest(db, room.tableId);
  const [stakes, recent, hotCold, road] = await Promise.all([
    round ? tableStakes.ofRound(db, round.id) : Promise.resolve([]),
    tableRounds.recentResults(db, room.tableId, RECENT_RESULTS),
    hotAndCold(db, room),
    roads(db, room),
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
    recent: recent.map(recentResult),
    hotAndCold: hotCold,
    roads: road,
  };
}
