import type { BingoEvent } from '@lale/contract/live/bingo-payloads';
import { RoundMachine } from '../../../platform/rounds/round-machine.ts';
import type { BingoGameRow } from './bingo-games.repository.ts';
import type { BingoRoomDef } from './bingo-rooms.ts';
import { bingoRoundGame, type BingoRoundDeps, type BingoRunningPhase } from './bingo-round-game.ts';

/**
 * A bingo room's leader: the round machine running the room's games (bingo-round-game.ts), its
 * schedule `bingo:<room id>`. Each process keeps one per room; two at once pay nothing twice.
 */
export class BingoEngine extends RoundMachine<BingoGameRow, BingoRunningPhase, BingoEvent> {
  constructor(
    readonly def: BingoRoomDef,
    deps: BingoRoundDeps,
  ) {
    super(bingoRoundGame(def, deps));
  }
}
