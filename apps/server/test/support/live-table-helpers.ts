import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { GameRound } from '@lale/contract/methods/games';
import { rowsOf } from '../../src/db/client.ts';
import { tableScheduleName } from '../../src/domains/games/live-tables/table-shards.ts';
import { TestClock } from './accounts.ts';
import { connect } from './live-socket.ts';
import { signedInPlayer, type SignedInPlayer } from './players.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { fund, studioRequest, type Json, type StudioClient } from './studio.ts';

/** Short phases, so a round is a few ticks of the controlled clock. */
export const TIMING = {
  bettingMs: 5_000,
  noMoreBetsMs: 1_000,
  drawMs: 2_000,
  resultMs: 2_000,
  decisionMs: 3_000,
};

export interface LiveTablesWorld {
  app: TestApp;
  clock: TestClock;
  port: number;
  close(): Promise<void>;
}

/** The real app on a controlled clock, its schedules ticked by hand, listening for sockets. */
export async function liveTablesWorld(): Promise<LiveTablesWorld> {
  const clock = new TestClock();
  const app = await createTestApp({
    now: clock.now,
    schedules: { mode: 'manual', liveTableTiming: TIMING },
  });
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, clock, port, close: () => app.close() };
}

export interface TableRow {
  id: number;
  minBet: number;
  maxBet: number;
  model: string;
}

/** An always-open live table playing `model`, cheapest first. */
export async function tableOf(app: TestApp, model: string): Promise<TableRow> {
  const [row] = rowsOf<{ id: number; min_bet: string; max_bet: string; engine_model: string }>(
    await app.database.db.execute(sql`select id, min_bet, max_bet, engine_model from live_tables
      where engine_model = ${model} and enabled and opens_minute = closes_minute
      order by min_bet, id limit 1`),
  );
  if (!row) throw new Error(`no ${model} table`);
  return { id: row.id, minBet: Number(row.min_bet), maxBet: Number(row.max_bet), model };
}

export interface TablePlayer {
  player: SignedInPlayer;
  game: StudioClient;
  socket: Awaited<ReturnType<typeof connect>>;
  launchUrl: string;
}

/** A funded player who opened the table from the lobby and follows its topic. */
export async function seatedPlayer(
  world: LiveTablesWorld,
  table: TableRow,
  options: { Lang?: 'tr' | 'en'; funds?: number } = {},
): Promise<TablePlayer> {
  const { app, clock, port } = world;
  const player = await signedInPlayer(app.database, { now: clock.now() });
  await fund(app.database, player.uid, options.funds ?? 1_000_000);
  const { body } = await app.call(
    'livecasino',
    'init_game',
    { tableID: table.id, Lang: options.Lang ?? 'en' },
    { cookies: player.cookies },
  );
  if (!body.result) throw new Error(`init_game failed: ${body.debug}`);
  const token = new URL(body.data.url, 'http://x').searchParams.get('token');
  const opened = await studioRequest(app, 'POST', '/session', null, { token });
  if (opened.status !== 200) throw new Error(JSON.stringify(opened.body));
  const sessionToken = opened.body.sessionToken as string;
  const game: StudioClient = {
    sessionToken,
    opened: opened.body,
    get: (path) => studioRequest(app, 'GET', path, sessionToken),
    post: (path, payload) => studioRequest(app, 'POST', path, sessionToken, payload),
  };
  const socket = await connect(port, `lale_sid=${player.cookies.lale_sid}`);
  socket.send({ type: 'subscribe', topics: [`table:${table.id}`] });
  await socket.waitFor((m) => m.type === 'snapshot' && m.topic === `table:${table.id}`);
  return { player, game, socket, launchUrl: body.data.url };
}

/** The table's latest round as stored. */
export async function latestRound(app: TestApp, tableId: number): Promise<Json> {
  return rowsOf<Json>(
    await app.database.db.execute(sql`select * from live_table_rounds where table_id = ${tableId}
      order by round_number desc limit 1`),
  )[0];
}

/** Ticks the table's leader, moving the clock to the current phase's end first. */
export async function tickTable(world: LiveTablesWorld, tableId: number): Promise<Json> {
  const round = await latestRound(world.app, tableId);
  if (round) {
    const due = Date.parse(round.phase_ends_at) - world.clock.ms;
    if (due > 0) world.clock.advance(due);
  }
  await world.app.scheduler.tick(tableScheduleName(tableId));
  return latestRound(world.app, tableId);
}

/** Ticks until the round reaches `phase` (at most 12 ticks). */
export async function tickUntil(world: LiveTablesWorld, tableId: number, phase: string) {
  for (let i = 0; i < 12; i++) {
    const round = await tickTable(world, tableId);
    if (round?.phase === phase) return round;
  }
  throw new Error(`table ${tableId} never reached ${phase}`);
}

/** Opens a fresh betting window (the round before, if any, played out). */
export async function openWindow(world: LiveTablesWorld, tableId: number): Promise<Json> {
  await world.app.scheduler.tick(tableScheduleName(tableId));
  let round = await latestRound(world.app, tableId);
  for (let i = 0; i < 12 && !(round?.phase === 'betting'); i++)
    round = await tickTable(world, tableId);
  if (round?.phase !== 'betting') throw new Error('no betting window opened');
  return round;
}

export const request = () => randomUUID();

/** The player's latest round in their game history (`games list_rounds`). */
export async function lastHistoryRound(world: LiveTablesWorld, player: TablePlayer) {
  const { body } = await world.app.call(
    'games',
    'list_rounds',
    { limit: 1, Lang: 'en' },
    { cookies: player.player.cookies },
  );
  if (!body.result) throw new Error(`list_rounds failed: ${body.debug}`);
  return (body.data as GameRound[])[0]!;
}
