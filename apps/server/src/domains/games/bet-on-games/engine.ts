import type { Db } from '../../../db/client.ts';
import { RoundMachine } from '../../../platform/rounds/round-machine.ts';
import type { DrawRow } from './draws.repository.ts';
import {
  betOnGamesRoundGame,
  settleAndSay,
  type BetOnGamesEvent,
  type BetOnGamesRoundDeps,
  type BetOnGamesRunningPhase,
} from './round-game.ts';
import type { BetOnGamesRoom } from './rooms.ts';

/**
 * A Bet On Games room's draws: the round machine running the room (round-game.ts). The leader
 * of the `bet-on-games` schedule keeps one per room (schedule.ts).
 */
export class BetOnGamesEngine extends RoundMachine<
  DrawRow,
  BetOnGamesRunningPhase,
  BetOnGamesEvent
> {
  constructor(
    readonly room: BetOnGamesRoom,
    private readonly deps: BetOnGamesRoundDeps,
  ) {
    super(betOnGamesRoundGame(room, deps));
  }

  /**
   * Settles a drawing draw now, as the end of its reveal does: a retry, or another leader at
   * the same time, finds it settled and pays nothing twice.
   */
  async settle(db: Db, drawId: string, now: Date): Promise<void> {
    await this.transaction(db, (tx, say) => settleAndSay(this.deps, tx, drawId, now, say));
  }
}
