/**
 * The rhythm of a live table's round in milliseconds. Engines never read the clock: the room
 * runs this schedule and calls the engine at each step (close bets, draw, settle).
 */
export interface TableSchedule {
  /** The betting window, shown as a countdown. */
  bettingMs: number;
  /** 'No more bets': bets are refused from here on, before the draw is shown. */
  noMoreBetsMs: number;
  /** How long the draw is shown: one wheel spin, or the deal up to the first decision. */
  drawMs: number;
  /** The result and payouts on screen before the next betting window opens. */
  resultMs: number;
  /** One decision window (a blackjack seat's turn, insurance, hold'em call or fold). */
  decisionMs?: number;
}

/** Length of a round with no decisions and a single draw: the table's cycle. */
export function roundCycleMs(schedule: TableSchedule): number {
  return schedule.bettingMs + schedule.noMoreBetsMs + schedule.drawMs + schedule.resultMs;
}

export type TablePhase = 'betting' | 'noMoreBets' | 'draw' | 'result';

/**
 * Where a round without decisions stands `elapsedMs` after its betting window opened; both the
 * room and every client compute the countdown from the same start time.
 */
export function phaseAt(
  schedule: TableSchedule,
  elapsedMs: number,
): { phase: TablePhase; remainingMs: number } | null {
  const phases: [TablePhase, number][] = [
    ['betting', schedule.bettingMs],
    ['noMoreBets', schedule.noMoreBetsMs],
    ['draw', schedule.drawMs],
    ['result', schedule.resultMs],
  ];
  let start = 0;
  for (const [phase, length] of phases) {
    if (elapsedMs >= start && elapsedMs < start + length) {
      return { phase, remainingMs: start + length - elapsedMs };
    }
    start += length;
  }
  return null;
}
