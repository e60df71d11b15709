import { randomUUID } from 'node:crypto';
import type { CrashEvent } from '@lale/contract/live/crash-payloads';
import {
  crashPointFromHash,
  elapsedForMultiplier,
  forcedCashoutMultiplier,
  multiplierAt,
} from '@lale/games/crash';
import type { Db } from '../../../db/client.ts';
import type { RoundGame, RoundOpening, RoundStep } from '../../../platform/rounds/round-machine.ts';
import { crashBets, type CrashBetRow } from './crash-bets.repository.ts';
import { crashChains } from './crash-chains.ts';
import { loseRidingLegs, payCashout, ridingLegs, type CrashMoneyDeps } from './crash-money.ts';
import type { CrashRoom } from './crash-rooms.ts';
import { crashRounds, type CrashPhase, type CrashRoundRow } from './crash-rounds.repository.ts';

export interface CrashTiming {
  bettingPhaseMs: number;
  cooldownMs: number;
  /** A lower cap than the game's (an operator's choice; tests use it for short flights). */
  maxMultiplierHundredths: number;
}

/** The room's phases: the game's own, or shorter ones given (tests, demos) under its cap. */
export function crashTiming(room: CrashRoom, shorter: Partial<CrashTiming> = {}): CrashTiming {
  const { game } = room;
  return {
    bettingPhaseMs: shorter.bettingPhaseMs ?? game.bettingPhaseMs,
    cooldownMs: shorter.cooldownMs ?? game.cooldownMs,
    maxMultiplierHundredths: Math.min(
      shorter.maxMultiplierHundredths ?? game.maxMultiplierHundredths,
      game.maxMultiplierHundredths,
    ),
  };
}

/** Where a riding bet cashes out by itself: its own target, capped by the forced cash-out. */
export function effectiveTarget(bet: CrashBetRow, round: CrashRoundRow): number | null {
  const targets = [bet.autoCashout, round.forcedCashout].filter((t): t is number => t !== null);
  return targets.length ? Math.min(...targets) : null;
}

/** What the leader keeps between steps of a flying round: the bets that cash out by themselves. */
interface Flight {
  roundId: string;
  targets: { betId: string; at: number }[];
}

type CrashStep = RoundStep<CrashRoundRow, CrashEvent>;

/** A crashed round found not yet settled (its leader stopped in between) is settled at once. */
const AT_ONCE = new Date(0);

/**
 * A crash room on the round machine: betting → flying → crashed, the next round after the
 * cooldown. Each round's crash point is the next link of the room's hash chain
 * (`crash-chains.ts`), not the machine's fresh seeds; the money is `crash-money.ts`'s. A round
 * is over once it has crashed and every bet in it is settled.
 */
export function crashRoundGame(
  room: CrashRoom,
  timing: CrashTiming,
  deps: CrashMoneyDeps,
): RoundGame<CrashRoundRow, CrashPhase, CrashEvent> {
  let flight: Flight | null = null;
  const isOver = (round: CrashRoundRow) => round.phase === 'crashed' && round.settledAt !== null;

  async function open({ tx, last, now, say }: RoundOpening<CrashRoundRow, CrashEvent>) {
    const { chain, roundNumber } = await crashChains.next(tx, room.room, last, now);
    const gameHash = chain.hashes.hashAt(roundNumber);
    const previousHash =
      roundNumber === 0 ? chain.commitment : chain.hashes.hashAt(roundNumber - 1);
    const opened = await crashRounds.open(tx, {
      id: randomUUID(),
      room: room.room,
      chainId: chain.id,
      roundNumber,
      previousHash,
      gameHash,
      crashPoint: crashPointFromHash(
        gameHash,
        chain.salt,
        room.game.edgeBasisPoints,
        timing.maxMultiplierHundredths,
      ),
      bettingEndsAt: new Date(now.getTime() + timing.bettingPhaseMs),
    });
    if (opened)
      say({
        type: 'crash.betting',
        roundId: opened.id,
        roundNumber: opened.roundNumber,
        previousHash: opened.previousHash,
        bettingEndsAt: opened.bettingEndsAt.getTime(),
      });
    return opened;
  }

  function takeOff({ round, now, transaction }: CrashStep) {
    return transaction(async (tx, say) => {
      const bets = await crashBets.ofRound(tx, round.id, true);
      const forced = forcedCashoutMultiplier({
        ridingStakes: bets.map((bet) => bet.riding),
        paidOut: 0,
        maxRoundPayout: room.game.maxRoundPayout,
        maxMultiplierHundredths: timing.maxMultiplierHundredths,
      });
      const flying = await crashRounds.takeOff(tx, round.id, {
        startedAt: now,
        crashesAt: new Date(now.getTime() + elapsedForMultiplier(round.crashPoint)),
        forcedCashout: forced !== null && forced < round.crashPoint ? forced : null,
      });
      if (flying) say({ type: 'crash.flying', roundId: round.id, startedAt: now.getTime() });
      return flying;
    });
  }

  /** Pays the automatic cash-outs the flight has reached, each in its own transaction. */
  async function cashOutReached({ db, round, now, transaction }: CrashStep): Promise<void> {
    const planned = flight?.roundId === round.id ? flight : await planFlight(db, round);
    flight = planned;
    const reached =
      now >= round.crashesAt!
        ? round.crashPoint
        : Math.min(multiplierAt(now.getTime() - round.startedAt!.getTime()), round.crashPoint);
    const due = planned.targets.filter((target) => target.at <= reached);
    for (const target of due)
      await transaction(async (tx, say) => {
        const bet = await crashBets.lockOpen(tx, target.betId);
        if (!bet) return;
        const legs = ridingLegs(bet);
        await payCashout(deps, room, tx, say, { round, bet, legs, atHundredths: target.at, now });
      });
    planned.targets = planned.targets.filter((target) => target.at > reached);
  }

  /** The bets that cash out by themselves (their target, or the round's forced cash-out). */
  async function planFlight(db: Db, round: CrashRoundRow): Promise<Flight> {
    const bets = await crashBets.ofRound(db, round.id, true);
    const targets = bets
      .map((bet) => ({ betId: bet.id, at: effectiveTarget(bet, round) }))
      .filter((target): target is { betId: string; at: number } => target.at !== null)
      .filter((target) => target.at <= round.crashPoint)
      .sort((a, b) => a.at - b.at);
    return { roundId: round.id, targets };
  }

  /** The crash: the round is closed, every bet still riding loses (its wallet rounds close). */
  async function settle({ round, now, transaction }: CrashStep): Promise<CrashRoundRow | null> {
    const settled = await transaction(async (tx, say) => {
      const crashed = round.phase === 'flying' ? await crashRounds.crash(tx, round.id, now) : round;
      if (!crashed) return null;
      for (const bet of await crashBets.ofRound(tx, round.id, true)) {
        const target = effectiveTarget(bet, round);
        const locked = await crashBets.lockOpen(tx, bet.id);
        if (!locked) continue;
        if (target === null || target > round.crashPoint) {
          await loseRidingLegs(deps, room, tx, locked, now);
          continue;
        }
        await payCashout(deps, room, tx, say, {
          round,
          bet: locked,
          legs: ridingLegs(locked),
          atHundredths: target,
          now,
        });
      }
      await crashRounds.markSettled(tx, round.id, now);
      if (round.phase === 'flying')
        say({
          type: 'crash.crashed',
          roundId: round.id,
          roundNumber: round.roundNumber,
          crashPointHundredths: round.crashPoint,
          gameHash: round.gameHash,
        });
      return { ...crashed, crashedAt: crashed.crashedAt ?? now, settledAt: now };
    });
    flight = null;
    return settled;
  }

  return {
    name: `crash:${room.room}`,
    topic: room.topic,
    publish: deps.publish,
    async load(db) {
      const latest = await crashRounds.latest(db, room.room);
      return latest ? [latest] : [];
    },
    reloaded() {
      flight = null;
    },
    isOver,
    phaseOf: (round) => round.phase,
    phases: {
      betting: { endsAt: (round) => round.bettingEndsAt, leave: takeOff },
      flying: { endsAt: (round) => round.crashesAt, during: cashOutReached, leave: settle },
      crashed: { endsAt: () => AT_ONCE, leave: settle },
    },
    opensAt(latest, _running, now) {
      if (!latest) return now;
      return isOver(latest) ? new Date(latest.crashedAt!.getTime() + timing.cooldownMs) : null;
    },
    open,
  };
}
