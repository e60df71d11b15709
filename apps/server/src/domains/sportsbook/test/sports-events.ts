import { sql } from 'drizzle-orm';
import { footballModel, footballTimelineFromSeed, type FootballTimeline } from '@lale/games/sports';
import { rowsOf, type Db } from '../../../db/client.ts';

import type { Json } from '../../../../test/support/studio.ts';

export type { Json };

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
