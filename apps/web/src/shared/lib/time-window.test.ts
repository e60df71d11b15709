import { describe, expect, it } from 'vitest';
import { groupByPhase, isLiveSlide, phaseOf } from './time-window.ts';

const now = Date.parse('2026-06-15T12:00:00Z');
const item = (start: string, end: string) => ({ Start_date: start, End_date: end });

describe('date windows (SPEC §4)', () => {
  it('classifies active, upcoming and finished', () => {
    expect(phaseOf(item('2026-06-01', '2026-07-01'), now)).toBe('active');
    expect(phaseOf(item('2026-07-01', '2026-08-01'), now)).toBe('upcoming');
    expect(phaseOf(item('2026-05-01', '2026-06-01'), now)).toBe('finished');
  });
  it('groups a list', () => {
    const groups = groupByPhase(
      [item('2026-06-01', '2026-07-01'), item('2026-07-01', '2026-08-01')],
      now,
    );
    expect(groups.active).toHaveLength(1);
    expect(groups.upcoming).toHaveLength(1);
    expect(groups.finished).toHaveLength(0);
  });
  it('shows a slide only when Status is 1 and it is inside its dates', () => {
    expect(isLiveSlide({ ...item('2026-06-01', '2026-07-01'), Status: 1 }, now)).toBe(true);
    expect(isLiveSlide({ ...item('2026-06-01', '2026-07-01'), Status: 0 }, now)).toBe(false);
    expect(isLiveSlide({ ...item('2026-07-01', '2026-08-01'), Status: 1 }, now)).toBe(false);
  });
});
