import { describe, expect, it } from 'vitest';
import { countUnseen } from './seen-at.ts';

describe('countUnseen', () => {
  const dates = ['2026-11-20T10:00:00Z', '2026-11-21T09:00:00Z', '2026-11-21T11:00:00Z'];
  it('counts every notice before the first visit', () => {
    expect(countUnseen(dates, null)).toBe(3);
  });
  it('counts only notices newer than the last visit', () => {
    expect(countUnseen(dates, '2026-11-21T09:00:00Z')).toBe(1);
    expect(countUnseen(dates, '2026-11-22T00:00:00Z')).toBe(0);
  });
});
