import { describe, expect, it } from 'vitest';
import { formatOpenHours, isOpenAt } from './live-hours.ts';

const at = (utc: string) => new Date(`2026-11-21T${utc}:00Z`);

describe('live table hours (Turkey time, UTC+3)', () => {
  it('keeps round-the-clock tables open', () => {
    expect(isOpenAt({ opensMinute: 0, closesMinute: 0 }, at('03:00'))).toBe(true);
    expect(formatOpenHours({ opensMinute: 0, closesMinute: 0 })).toBe('00:00-24:00');
  });

  it('opens daytime tables between their hours', () => {
    const hours = { opensMinute: 10 * 60, closesMinute: 22 * 60 };
    expect(isOpenAt(hours, at('06:59'))).toBe(false); // 09:59 in Turkey
    expect(isOpenAt(hours, at('07:00'))).toBe(true);
    expect(isOpenAt(hours, at('19:00'))).toBe(false); // 22:00 closes
    expect(formatOpenHours(hours)).toBe('10:00-22:00');
  });

  it('spans midnight when closing comes before opening', () => {
    const hours = { opensMinute: 18 * 60, closesMinute: 2 * 60 };
    expect(isOpenAt(hours, at('15:00'))).toBe(true); // 18:00
    expect(isOpenAt(hours, at('22:30'))).toBe(true); // 01:30
    expect(isOpenAt(hours, at('23:00'))).toBe(false); // 02:00
    expect(isOpenAt(hours, at('12:00'))).toBe(false); // 15:00
  });
});
