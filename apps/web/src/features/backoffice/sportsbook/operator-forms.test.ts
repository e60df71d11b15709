import { describe, expect, it } from 'vitest';
import {
  basisPointsToPercent,
  eventsQuery,
  EVENTS_PER_PAGE,
  maxStakeFromText,
  percentToBasisPoints,
  reasonError,
  resultFromForm,
  resultSummary,
} from './operator-forms.ts';

describe('result form → settle payload', () => {
  it('football: full time, half time and first goal', () => {
    expect(
      resultFromForm('football', {
        fullTimeHome: 2,
        fullTimeAway: 1,
        halfTimeHome: 1,
        halfTimeAway: 0,
        firstGoal: 'home',
      }),
    ).toEqual({
      result: {
        sport: 'football',
        fullTime: { home: 2, away: 1 },
        halfTime: { home: 1, away: 0 },
        firstGoal: 'home',
      },
    });
  });

  it('football: a goalless draw has no first goal', () => {
    const zero = { fullTimeHome: 0, fullTimeAway: 0, halfTimeHome: 0, halfTimeAway: 0 };
    expect(resultFromForm('football', { ...zero, firstGoal: 'none' })).toMatchObject({
      result: { firstGoal: 'none' },
    });
    expect(resultFromForm('football', { ...zero, firstGoal: 'home' })).toEqual({
      error: { kind: 'impossible', reason: 'first-goal-by-a-side-without-goals' },
    });
  });

  it('football: a half time above the full time is impossible', () => {
    expect(
      resultFromForm('football', {
        fullTimeHome: 1,
        fullTimeAway: 0,
        halfTimeHome: 2,
        halfTimeAway: 0,
        firstGoal: 'home',
      }),
    ).toEqual({ error: { kind: 'impossible', reason: 'half-time-above-full-time' } });
  });

  it('football: empty and wrong fields are named', () => {
    expect(
      resultFromForm('football', {
        fullTimeHome: '',
        fullTimeAway: -1,
        halfTimeHome: 1.5,
        halfTimeAway: '1001',
      }),
    ).toEqual({
      error: {
        kind: 'fields',
        fields: {
          fullTimeHome: 'required',
          fullTimeAway: 'invalid',
          halfTimeHome: 'invalid',
          halfTimeAway: 'invalid',
          firstGoal: 'required',
        },
      },
    });
  });

  it('basketball: points, overtime included; never level', () => {
    expect(resultFromForm('basketball', { home: 89, away: '84' })).toEqual({
      result: { sport: 'basketball', home: 89, away: 84 },
    });
    expect(resultFromForm('basketball', { home: 80, away: 80 })).toEqual({
      error: { kind: 'impossible', reason: 'basketball-cannot-end-level' },
    });
  });

  it('tennis: sets and games won', () => {
    expect(
      resultFromForm('tennis', { setsHome: 2, setsAway: 1, gamesHome: 16, gamesAway: 15 }),
    ).toEqual({
      result: { sport: 'tennis', sets: { home: 2, away: 1 }, games: { home: 16, away: 15 } },
    });
    expect(
      resultFromForm('tennis', { setsHome: 2, setsAway: 0, gamesHome: 8, gamesAway: 3 }),
    ).toEqual({ error: { kind: 'impossible', reason: 'too-few-games' } });
    expect(resultFromForm('tennis', { setsHome: 2, setsAway: 1 })).toEqual({
      error: { kind: 'fields', fields: { gamesHome: 'required', gamesAway: 'required' } },
    });
  });

  it('volleyball: sets, one side on three', () => {
    expect(resultFromForm('volleyball', { home: 1, away: 3 })).toEqual({
      result: { sport: 'volleyball', home: 1, away: 3 },
    });
    expect(resultFromForm('volleyball', { home: 2, away: 2 })).toEqual({
      error: { kind: 'impossible', reason: 'invalid-sets' },
    });
  });

  it('summarises a result for the confirmation', () => {
    expect(
      resultSummary({
        sport: 'football',
        fullTime: { home: 2, away: 1 },
        halfTime: { home: 1, away: 0 },
        firstGoal: 'home',
      }),
    ).toBe('2-1 (1-0)');
    expect(resultSummary({ sport: 'volleyball', home: 3, away: 1 })).toBe('3-1');
  });
});

describe('margin percent ↔ basis points', () => {
  it('reads percentages with a comma or a point, up to two decimals', () => {
    expect(percentToBasisPoints('6')).toBe(600);
    expect(percentToBasisPoints('6,5')).toBe(650);
    expect(percentToBasisPoints('6.25')).toBe(625);
    expect(percentToBasisPoints(' %7 ')).toBe(700);
    expect(percentToBasisPoints('12%')).toBe(1200);
    expect(percentToBasisPoints('0')).toBe(0);
    expect(percentToBasisPoints('50')).toBe(5000);
    expect(percentToBasisPoints('0,05')).toBe(5);
  });

  it('refuses what is not a margin', () => {
    for (const text of ['', '50,01', '51', '-1', '6,255', 'abc', '1e2', '6,', '.5'])
      expect(percentToBasisPoints(text), text).toBeNull();
  });

  it('writes basis points as the language does', () => {
    expect(basisPointsToPercent(600, 'tr')).toBe('6');
    expect(basisPointsToPercent(650, 'tr')).toBe('6,5');
    expect(basisPointsToPercent(625, 'en')).toBe('6.25');
    expect(basisPointsToPercent(5, 'en')).toBe('0.05');
    expect(basisPointsToPercent(0, 'tr')).toBe('0');
  });

  it('round-trips every basis point the server takes', () => {
    for (let bp = 0; bp <= 5000; bp++) {
      expect(percentToBasisPoints(basisPointsToPercent(bp, 'tr'))).toBe(bp);
      expect(percentToBasisPoints(basisPointsToPercent(bp, 'en'))).toBe(bp);
    }
  });
});

describe('maximum stake and reason', () => {
  it('reads lira as kuruş; empty is the site limit', () => {
    expect(maxStakeFromText('2500', 'tr')).toBe(250_000);
    expect(maxStakeFromText('2.500,50', 'tr')).toBe(250_050);
    expect(maxStakeFromText('2,500.5', 'en')).toBe(250_050);
    expect(maxStakeFromText(' ', 'tr')).toBeNull();
    expect(maxStakeFromText('0', 'tr')).toBeUndefined();
    expect(maxStakeFromText('-5', 'en')).toBeUndefined();
    expect(maxStakeFromText('12,345', 'tr')).toBeUndefined();
  });

  it('wants a reason of 3 to 500 characters', () => {
    expect(reasonError('  ')).toBe('required');
    expect(reasonError('ab')).toBe('tooShort');
    expect(reasonError('x'.repeat(501))).toBe('tooLong');
    expect(reasonError('Maç ertelendi')).toBeNull();
  });
});

describe('events list request', () => {
  it('asks for a tab, a page of 20 and the search words', () => {
    expect(eventsQuery('void', '  Galatasaray   süper lig ', 3)).toEqual({
      state: 'void',
      limit: EVENTS_PER_PAGE,
      offset: 2 * EVENTS_PER_PAGE,
      search: 'Galatasaray süper lig',
    });
  });

  it('leaves out an empty search and starts at the first page', () => {
    const query = eventsQuery('upcoming', '   ', 0);
    expect('search' in query).toBe(false);
    expect(query.offset).toBe(0);
  });

  it('keeps the search within what the server takes', () => {
    expect(eventsQuery('live', `a&b=%${'x'.repeat(200)}`, 1).search).toBe(`a&b=%${'x'.repeat(95)}`);
  });
});
