import { describe, expect, it } from 'vitest';
import { DATE_PRESETS } from './constants.ts';
import { datePresetRange } from './date-presets.ts';

describe('datePresetRange', () => {
  it('turns every SPEC §9 preset into a day range', () => {
    const today = '2026-03-01';
    expect(Object.fromEntries(DATE_PRESETS.map((p) => [p, datePresetRange(p, today)]))).toEqual({
      'all-times': {},
      'last-2-year': { startDate: '2024-03-01', endDate: today },
      'last-12-month': { startDate: '2025-03-01', endDate: today },
      'last-180-day': { startDate: '2025-09-02', endDate: today },
      'last-90-day': { startDate: '2025-12-01', endDate: today },
      'last-month': { startDate: '2026-02-01', endDate: '2026-02-28' },
      'this-month': { startDate: '2026-03-01', endDate: today },
      'last-30-day': { startDate: '2026-01-30', endDate: today },
      'last-7-day': { startDate: '2026-02-22', endDate: today },
      yesterday: { startDate: '2026-02-28', endDate: '2026-02-28' },
      today: { startDate: today, endDate: today },
    });
  });

  it('knows January follows December of the year before', () => {
    expect(datePresetRange('last-month', '2027-01-15')).toEqual({
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    });
  });
});
