import { describe, expect, it } from 'vitest';
import { columnRange, ticketFromSeed, ticketNumbers } from './ticket.ts';

describe('90-ball tickets', () => {
  it('follow the UK layout: 3 rows of 5, columns in their ranges, ascending down', () => {
    for (let i = 0; i < 300; i++) {
      const ticket = ticketFromSeed(`seed-${i}`);
      expect(ticket).toHaveLength(3);
      for (const row of ticket) {
        expect(row).toHaveLength(9);
        expect(row.filter((n) => n > 0)).toHaveLength(5);
      }
      for (let column = 0; column < 9; column++) {
        const { from, to } = columnRange(column);
        const numbers = ticket.map((row) => row[column]!).filter((n) => n > 0);
        expect(numbers.length).toBeGreaterThanOrEqual(1);
        expect(numbers.length).toBeLessThanOrEqual(3);
        for (const n of numbers) expect(n >= from && n <= to).toBe(true);
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
      }
      expect(new Set(ticketNumbers(ticket)).size).toBe(15);
    }
  });

  it('are the same for the same seed and differ between seeds', () => {
    expect(ticketFromSeed('abc')).toEqual(ticketFromSeed('abc'));
    expect(ticketFromSeed('abc')).not.toEqual(ticketFromSeed('abd'));
  });
});
