import type { Db } from '../../../db/client.ts';
import { betOnGamesDraws } from './draws.repository.ts';
import { presentDraw } from './presenter.ts';

const ROOM = /^bet-on-games-\d+$/;

/** The live topic's snapshot of a room (`game:bet-on-games-<id>`): its draw as revealed now. */
export async function betOnGamesSnapshot(db: Db, roomId: string, now: Date = new Date()) {
  if (!ROOM.test(roomId)) return null;
  const draw = await betOnGamesDraws.latest(db, roomId);
  return draw ? { type: 'bog.snapshot', draw: presentDraw(draw, now) } : null;
}
