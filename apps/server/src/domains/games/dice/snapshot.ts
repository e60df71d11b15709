import { DICE_ROOM, type DiceEvent } from '@lale/contract/studio/dice';
import type { Db } from '../../../db/client.ts';
import { presentRound } from './presenter.ts';
import { diceRounds } from './rounds.repository.ts';
import type { DiceTiming } from './timing.ts';

/** The live topic's snapshot of the room (`game:dice`): its round as it stands. */
export async function diceSnapshot(
  db: Db,
  roomId: string,
  timing: DiceTiming,
): Promise<DiceEvent | null> {
  if (roomId !== DICE_ROOM) return null;
  const round = await diceRounds.latest(db, DICE_ROOM);
  return round ? { type: 'dice.snapshot', round: presentRound(round, timing) } : null;
}
