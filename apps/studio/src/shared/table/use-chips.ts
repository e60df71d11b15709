import type { LiveTableLimits } from '@lale/contract/live-tables/room';
import type { LimitError } from '@lale/games/live-table/limits';
import { useCallback, useMemo, useState } from 'react';
import { playSound } from '../sound/index.ts';
import {
  chipLimitError,
  chipsTotal,
  doublePlan,
  merged,
  repeatPlan,
  totalsBySpot,
  type Chip,
} from './chip-book.ts';
import type { RackActions } from './chip-rack.tsx';

export interface TableChips {
  /** In the order placed: undo takes the last one off. */
  chips: readonly Chip[];
  totals: ReadonlyMap<string, number>;
  total: number;
  /** Puts a chip on a spot; a chip that would take the spot over the limit is refused. */
  place: (spot: string, amount: number) => LimitError | null;
  actions: RackActions;
  /** Keeps this round's bets for "repeat" and clears the table for the next one. */
  settle: () => void;
}

/**
 * The chips of a single-player table before the round is sent: nothing reaches the server until
 * the spin or deal, so undo, double and repeat only move chips on the page.
 */
export function useTableChips(limits: LiveTableLimits): TableChips {
  const [chips, setChips] = useState<Chip[]>([]);
  const [lastRound, setLastRound] = useState<Chip[]>([]);

  const place = useCallback(
    (spot: string, amount: number) => {
      // Each bet between the limits, and the round's total at most the maximum.
      const error =
        chipLimitError(chips, spot, amount, limits) ??
        (chipsTotal(chips) + amount > limits.maxBet ? 'above-table-maximum' : null);
      if (error) return error;
      setChips([...chips, { spot, amount }]);
      playSound('chip');
      return null;
    },
    [chips, limits],
  );

  const actions: RackActions = {
    canUndo: chips.length > 0,
    canRepeat: chips.length === 0 && lastRound.length > 0,
    undo: () => setChips(chips.slice(0, -1)),
    double: () => {
      const more = doublePlan(chips, limits);
      if (more.length === 0 || chipsTotal(chips) + chipsTotal(more) > limits.maxBet) return;
      setChips([...chips, ...more]);
      playSound('chip');
    },
    repeat: () => {
      const again = repeatPlan(lastRound, chips);
      if (again.length === 0) return;
      setChips(again);
      playSound('chip');
    },
    clear: () => setChips([]),
  };

  const totals = useMemo(() => totalsBySpot(chips), [chips]);
  return {
    chips,
    totals,
    total: chipsTotal(chips),
    place,
    actions,
    settle: () => {
      setLastRound(merged(chips));
      setChips([]);
    },
  };
}
