import { BINGO_ROOMS, BINGO_TIMING, type BingoRoom } from '@lale/games/bingo';
import { gameTopic } from '@lale/contract/live/topics';

/** A room and its live topic (`game:<room id>`): the same rooms for bingo and sound bingo. */
export interface BingoRoomDef {
  room: BingoRoom;
  topic: string;
}

export const bingoRoomDefs = (): BingoRoomDef[] =>
  BINGO_ROOMS.map((room) => ({ room, topic: gameTopic(room.id) }));

export interface BingoTiming {
  /** How long a game sells tickets. */
  saleMs: number;
  /** Time between two calls. */
  callMs: number;
  /** Pause after a game before the next one opens its sales. */
  pauseMs: number;
}

/** The production schedule, or the environment's (BINGO_SALE_MS, BINGO_CALL_MS, BINGO_PAUSE_MS: tests). */
export function bingoTiming(env: NodeJS.ProcessEnv = process.env): BingoTiming {
  const read = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  return {
    saleMs: read('BINGO_SALE_MS', BINGO_TIMING.saleMs),
    callMs: read('BINGO_CALL_MS', BINGO_TIMING.callMs),
    pauseMs: read('BINGO_PAUSE_MS', BINGO_TIMING.pauseMs),
  };
}
