import { randomUUID } from 'node:crypto';
import { gameTopic } from '@lale/contract/live/topics';
import { DICE_ROOM, type DiceEvent } from '@lale/contract/studio/dice';
import { rollDice } from '@lale/games/dice';
import { RoundMachine, type RoundGame } from '../../../platform/rounds/round-machine.ts';
import type { SeamlessWallet } from '../../wallet/api.ts';
import type { Publish } from '../feed/big-wins.ts';
import { presentRound } from './presenter.ts';
import { diceRounds, type DiceRound } from './rounds.repository.ts';
import { settleRound } from './settlement.ts';
import type { DiceTiming } from './timing.ts';

export const DICE_ENGINE = 'dice';
export const DICE_TOPIC = gameTopic(DICE_ROOM);
/** How often the leader looks at the room: the phases change within this. */
export const DICE_STEP_MS = 250;

export interface DiceRoomDeps {
  wallet: SeamlessWallet;
  publish: Publish;
  timing: DiceTiming;
}

/**
 * The dice room as the round machine runs it: betting (the seed's hash public) → rolling (the
 * dice fixed from the round's seeds, shown rolling) → settled (every bet paid through the
 * wallet, the seed revealed) → after the result has shown, the next round. The room keeps only
 * its maths (@lale/games/dice), its money (settlement.ts) and its events.
 */
export function diceGame(
  deps: DiceRoomDeps,
): RoundGame<DiceRound, 'betting' | 'rolling', DiceEvent> {
  const { timing } = deps;
  const view = (round: DiceRound) => presentRound(round, timing);
  return {
    name: 'dice',
    topic: DICE_TOPIC,
    publish: deps.publish,
    load: (db) => diceRounds.toCarryOn(db, DICE_ROOM),
    isOver: (round) => round.phase === 'settled',
    phaseOf: (round) => (round.phase === 'betting' ? 'betting' : 'rolling'),
    phases: {
      betting: {
        endsAt: (round) => round.closesAt,
        // The share lock a bet holds makes this wait for it: a bet lands before the roll or not at all.
        leave: ({ round, transaction }) =>
          transaction(async (tx, say) => {
            const dice = rollDice(round.serverSeed, round.clientSeed, round.number);
            const rolling = await diceRounds.roll(tx, round.id, dice);
            if (rolling) say({ type: 'dice.rolling', round: view(rolling) });
            return rolling;
          }),
      },
      rolling: {
        endsAt: (round) => round.settlesAt,
        leave: ({ round, now, transaction }) =>
          transaction(async (tx, say) => {
            const settled = await settleRound(deps.wallet, tx, round.id, now);
            if (settled) say({ type: 'dice.settled', round: view(settled) });
            return settled;
          }),
      },
    },
    opensAt: (latest, _running, now) => {
      if (!latest) return now;
      return latest.phase === 'settled'
        ? new Date(latest.settlesAt.getTime() + timing.resultMs)
        : null;
    },
    open: async ({ tx, last, now, seeds, say }) => {
      const closesAt = new Date(now.getTime() + timing.bettingMs);
      const opened = await diceRounds.open(tx, {
        id: randomUUID(),
        room: DICE_ROOM,
        number: (last?.number ?? 0) + 1,
        serverSeed: seeds.serverSeed,
        serverSeedHash: seeds.serverSeedHash,
        clientSeed: DICE_ROOM,
        openedAt: now,
        closesAt,
        settlesAt: new Date(closesAt.getTime() + timing.rollMs),
      });
      if (opened) say({ type: 'dice.betting', round: view(opened) });
      return opened;
    },
  };
}

/** The room's machine; its schedule `dice` has one leader across processes. */
export const diceMachine = (deps: DiceRoomDeps) => new RoundMachine(diceGame(deps));
