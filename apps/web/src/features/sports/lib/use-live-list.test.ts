import type { SportEventSummary } from '@lale/contract/methods/sportsbook';
import { describe, expect, it } from 'vitest';
import { withLiveRows } from './use-live-list.ts';

const row = (id: number, version: number, home = 'Ev') =>
  ({ id, version, home, away: 'Deplasman', state: 'live' }) as unknown as SportEventSummary;

describe('withLiveRows', () => {
  it('shows a newer live version of a row, and keeps a row the live list has nothing newer for', () => {
    const rows = [row(1, 1), row(2, 5)];
    const live = [row(1, 2, 'Yeni'), row(2, 4, 'Eski')];
    const shown = withLiveRows(rows, live);
    expect(shown.map((e) => [e.version, e.home])).toEqual([
      [2, 'Yeni'],
      [5, 'Ev'],
    ]);
    expect(shown[1]).toBe(rows[1]);
  });

  it('keeps the same row object until its live version changes, so only changed rows render', () => {
    const rows = [row(1, 1), row(2, 1)];
    const live = [row(1, 2), row(2, 2)];
    const first = withLiveRows(rows, live);
    const afterOtherChange = withLiveRows(rows, [live[0]!, row(2, 3)]);
    expect(afterOtherChange[0]).toBe(first[0]);
    expect(afterOtherChange[1]).not.toBe(first[1]);
    expect(afterOtherChange[1]!.version).toBe(3);
  });
});
