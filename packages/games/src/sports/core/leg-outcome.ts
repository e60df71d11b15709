/**
 * How one selection ends. Half outcomes come from quarter lines (Asian handicap −0.25 and the
 * like), where the stake is split over the two neighbouring half and whole lines.
 */
export type LegOutcome = 'win' | 'lose' | 'void' | 'half_win' | 'half_lose';

export const LEG_OUTCOMES: readonly LegOutcome[] = ['win', 'half_win', 'void', 'half_lose', 'lose'];

/** The chance of each way a selection can end; missing outcomes have chance 0. */
export type OutcomeChances = Readonly<Partial<Record<LegOutcome, number>>>;

function isQuarter(line: number): boolean {
  return !Number.isInteger(line * 2);
}

function settleWholeOrHalf(value: number, line: number): LegOutcome {
  return value > line ? 'win' : value < line ? 'lose' : 'void';
}

/**
 * A bet that `value` ends above `line`: over/under totals and handicaps (a home handicap of L
 * wins when margin + L > 0, i.e. margin above −L). Equal is a push (void); a quarter line
 * splits the stake over the lines 0.25 either side, so it can be half won or half lost.
 */
export function settleAbove(value: number, line: number): LegOutcome {
  if (!isQuarter(line)) return settleWholeOrHalf(value, line);
  const low = settleWholeOrHalf(value, line - 0.25);
  const high = settleWholeOrHalf(value, line + 0.25);
  if (low === high) return low;
  return low === 'win' ? 'half_win' : 'half_lose';
}

/** The mirror of `settleAbove`: wins when `value` ends below `line`. */
export function settleBelow(value: number, line: number): LegOutcome {
  return settleAbove(-value, -line);
}

/** A two-way handicap of `line` for the home side: home wins when margin + line > 0. */
export function settleHandicap(selection: string, margin: number, line: number): LegOutcome {
  return selection === 'home' ? settleAbove(margin, -line) : settleBelow(margin, -line);
}

/** Over or under `line`. */
export function settleOverUnder(selection: string, total: number, line: number): LegOutcome {
  return selection === 'over' ? settleAbove(total, line) : settleBelow(total, line);
}

export const wonIf = (condition: boolean): LegOutcome => (condition ? 'win' : 'lose');
