import { describe, expect, it } from 'vitest';
import { linksThatFit } from './nav-fit.ts';

const row = { links: [100, 80, 120, 90], more: 70, gap: 2 };

describe('how many header links fit their row', () => {
  it('shows every link, without "More", when all of them fit exactly', () => {
    expect(linksThatFit(row, 396)).toBe(4);
    expect(linksThatFit(row, 2000)).toBe(4);
  });

  it('keeps room for "More" once a link has to go', () => {
    // 100 + 2 + 80 + 2 + 120 = 304, and "More" needs 2 + 70 beside them.
    expect(linksThatFit(row, 395)).toBe(3);
    expect(linksThatFit(row, 376)).toBe(3);
    expect(linksThatFit(row, 375)).toBe(2);
  });

  it('leaves only "More" on a row too narrow for any link beside it', () => {
    expect(linksThatFit(row, 150)).toBe(0);
    expect(linksThatFit(row, 0)).toBe(0);
  });

  it('has nothing to fit in an empty menu', () => {
    expect(linksThatFit({ links: [], more: 70, gap: 2 }, 0)).toBe(0);
  });
});
