import { sql } from 'drizzle-orm';
import { footballModel, footballTimelineFromSeed, type FootballTimeline } from '@lale/games/sports';
import WebSocket from 'ws';
import { rowsOf, type Db } from '../../../src/db/client.ts';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface StoredEvent {
  id: string;
  sport: string;
  league_id: number;
  starts_at: string;
  state: string;
  model: Record<string, number>;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  live: Json | null;
  incidents: Json[];
  result: Json | null;
  result_text: string | null;
  suspended_until: string | null;
  version: number;
}

export async function eventRow(db: Db, id: string): Promise<StoredEvent> {
  return rowsOf<StoredEvent>(
    await db.execute(sql`select id::text as id, sport, league_id, starts_at, state, model,
      server_seed, server_seed_hash, client_seed, live, incidents, result, result_text,
      suspended_until, version from sport_events where id = ${id}`),
  )[0]!;
}

export async function marketRows(
  db: Db,
  id: string,
): Promise<{ market_key: string; state: string; odds: Json; outcomes: Json | null }[]> {
  return rowsOf(
    await db.execute(sql`select market_key, state, odds, outcomes from sport_markets
      where event_id = ${id} order by sort, market_key`),
  );
}

/** The match the server plays for a football event, recomputed from its stored seeds. */
export function timelineOf(event: StoredEvent): FootballTimeline {
  const { homeGoals, awayGoals, rho, firstHalfShare } = event.model;
  return footballTimelineFromSeed(
    footballModel({ homeGoals: homeGoals!, awayGoals: awayGoals!, rho, firstHalfShare }),
    { serverSeed: event.server_seed, clientSeed: event.client_seed, nonce: 0 },
  );
}

/** A client of /endpoint/ws over a real socket, collecting what the server sends. */
export async function connect(port: number) {
  const received: Json[] = [];
  const socket = new WebSocket(`ws://127.0.0.1:${port}/endpoint/ws`);
  socket.on('message', (data) => received.push(JSON.parse(String(data))));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const waitFor = async (match: (m: Json) => boolean, ms = 5_000): Promise<Json> => {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      const found = received.find(match);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`nothing matched in ${JSON.stringify(received).slice(0, 800)}`);
  };
  return {
    received,
    send: (message: unknown) => socket.send(JSON.stringify(message)),
    waitFor,
    close: () => new Promise((resolve) => socket.once('close', resolve).close()),
  };
}
