import type {
  CrashEvent,
  CrashPhase,
  CrashPublicBet,
  CrashResult,
  CrashSnapshot,
} from '@lale/contract/live/crash-payloads';
import { CRASH_HISTORY_LENGTH } from '@lale/contract/live/limits';

/** One bet of the round as everybody sees it, with the cash-outs already counted. */
export interface RoundBet extends CrashPublicBet {
  /** Multipliers of the cash-outs counted into `payout`, so an overlapping event is not. */
  counted: number[];
}

/** The shared round as this page shows it: a snapshot with every later event merged in. */
export interface RoundView {
  phase: CrashPhase;
  roundId: string;
  roundNumber: number;
  previousHash: string;
  bettingEndsAt: number;
  startedAt: number | null;
  crashPointHundredths: number | null;
  gameHash: string | null;
  /** Newest first. */
  bets: RoundBet[];
  /** Newest first, at most CRASH_HISTORY_LENGTH. */
  history: CrashResult[];
}

export function roundFromSnapshot(snapshot: CrashSnapshot): RoundView {
  const { round } = snapshot;
  return {
    phase: snapshot.phase,
    roundId: round.roundId,
    roundNumber: round.roundNumber,
    previousHash: round.previousHash,
    bettingEndsAt: round.bettingEndsAt,
    startedAt: round.startedAt,
    crashPointHundredths: round.crashPointHundredths,
    gameHash: round.gameHash,
    bets: snapshot.bets.map((bet) => ({
      ...bet,
      counted: bet.cashedOutAtHundredths === null ? [] : [bet.cashedOutAtHundredths],
    })),
    history: withResult(snapshot.history, null),
  };
}

/** The round after one event. Events of another round than the one shown only move history. */
export function applyCrashEvent(view: RoundView | null, event: CrashEvent): RoundView | null {
  switch (event.type) {
    case 'crash.betting':
      return {
        phase: 'betting',
        roundId: event.roundId,
        roundNumber: event.roundNumber,
        previousHash: event.previousHash,
        bettingEndsAt: event.bettingEndsAt,
        startedAt: null,
        crashPointHundredths: null,
        gameHash: null,
        bets: view?.roundId === event.roundId ? view.bets : [],
        history: view ? withResult(view.history, finishedResult(view)) : [],
      };
    case 'crash.flying':
      if (!view) return null;
      if (view.roundId !== event.roundId) {
        // The betting phase was missed: take the flight as it comes.
        return {
          ...view,
          phase: 'flying',
          roundId: event.roundId,
          roundNumber: view.roundNumber + 1,
          previousHash: view.gameHash ?? '',
          bettingEndsAt: event.startedAt,
          startedAt: event.startedAt,
          crashPointHundredths: null,
          gameHash: null,
          bets: [],
          history: withResult(view.history, finishedResult(view)),
        };
      }
      return { ...view, phase: 'flying', startedAt: event.startedAt };
    case 'crash.crashed': {
      if (!view) return null;
      if (view.roundId !== event.roundId) return view;
      const crashed: RoundView = {
        ...view,
        phase: 'crashed',
        crashPointHundredths: event.crashPointHundredths,
        gameHash: event.gameHash,
      };
      return { ...crashed, history: withResult(view.history, finishedResult(crashed)) };
    }
    case 'crash.bet': {
      if (!view || view.roundId !== event.roundId) return view;
      if (view.bets.some((bet) => bet.betId === event.betId)) return view;
      const bet: RoundBet = {
        betId: event.betId,
        player: event.player,
        amount: event.amount,
        slot: event.slot,
        cashedOutAtHundredths: null,
        payout: 0,
        counted: [],
      };
      return { ...view, bets: [bet, ...view.bets] };
    }
    case 'crash.cashout': {
      if (!view || view.roundId !== event.roundId) return view;
      const existing = view.bets.find((bet) => bet.betId === event.betId);
      if (existing?.counted.includes(event.atHundredths)) return view;
      const base: RoundBet = existing ?? {
        betId: event.betId,
        player: event.player,
        amount: 0,
        slot: event.slot,
        cashedOutAtHundredths: null,
        payout: 0,
        counted: [],
      };
      const updated: RoundBet = {
        ...base,
        cashedOutAtHundredths: event.atHundredths,
        payout: base.payout + event.payout,
        counted: [...base.counted, event.atHundredths],
      };
      const bets = existing
        ? view.bets.map((bet) => (bet.betId === event.betId ? updated : bet))
        : [updated, ...view.bets];
      return { ...view, bets };
    }
  }
}

function finishedResult(view: RoundView): CrashResult | null {
  if (view.phase !== 'crashed' || view.crashPointHundredths === null || !view.gameHash) {
    return null;
  }
  return {
    roundId: view.roundId,
    roundNumber: view.roundNumber,
    crashPointHundredths: view.crashPointHundredths,
    gameHash: view.gameHash,
  };
}

function withResult(history: readonly CrashResult[], result: CrashResult | null): CrashResult[] {
  const merged = result ? [result, ...history] : [...history];
  const seen = new Set<string>();
  return merged
    .filter((entry) => !seen.has(entry.roundId) && seen.add(entry.roundId))
    .sort((a, b) => b.roundNumber - a.roundNumber)
    .slice(0, CRASH_HISTORY_LENGTH);
}

/** Bets sorted for the live list: cashed out first (highest payout), then by stake. */
export function sortedBets(bets: readonly RoundBet[]): RoundBet[] {
  return [...bets].sort((a, b) => b.payout - a.payout || b.amount - a.amount);
}

/**
 * The previous round's game hash for a past result, for the verify link: the older result's
 * hash when this page has it, the commitment for round 0, else undefined.
 */
export function previousHashOf(
  result: CrashResult,
  history: readonly CrashResult[],
  commitment: string,
): string | undefined {
  if (result.roundNumber === 0) return commitment;
  return history.find((entry) => entry.roundNumber === result.roundNumber - 1)?.gameHash;
}
