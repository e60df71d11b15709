import { beforeEach, describe, expect, it } from 'vitest';
import { summarizeSlip } from './slip-maths.ts';
import {
  acceptCurrentOdds,
  applyEventMarkets,
  applyOddsChanges,
  clearSlip,
  decodeSlip,
  emptySlip,
  MAX_SLIP_SELECTIONS,
  reloadSlip,
  setAcceptOddsChanges,
  setStakePerLine,
  SLIP_STORAGE_KEY,
  slipStore,
  toggleSelection,
  type PickInput,
} from './slip-store.ts';

const pick = (eventId: string, selection = 'home', market = 'football.match_result', odds = 185) =>
  ({
    eventId,
    sport: 'football',
    home: `Home ${eventId}`,
    away: `Away ${eventId}`,
    startsAt: '2026-05-01T17:00:00.000Z',
    market,
    selection,
    odds,
    version: 1,
  }) satisfies PickInput;

const picks = () => slipStore.getState().selections;

beforeEach(() => {
  localStorage.clear();
  reloadSlip();
});

describe('odds buttons toggle selections', () => {
  it('adds a selection, and the same button again removes it', () => {
    expect(toggleSelection(pick('1'))).toBe('added');
    expect(picks()).toHaveLength(1);
    expect(picks()[0]).toMatchObject({ eventId: '1', selection: 'home', odds: 185, current: 185 });
    expect(toggleSelection(pick('1'))).toBe('removed');
    expect(picks()).toHaveLength(0);
  });

  it('replaces the pick of a market with another selection of it, keeping its place', () => {
    toggleSelection(pick('1'));
    toggleSelection(pick('2'));
    expect(toggleSelection(pick('1', 'draw', 'football.match_result', 320))).toBe('replaced');
    expect(picks().map((s) => [s.eventId, s.selection, s.odds])).toEqual([
      ['1', 'draw', 320],
      ['2', 'home', 185],
    ]);
  });

  it('keeps two markets of one event as two picks', () => {
    toggleSelection(pick('1'));
    toggleSelection(pick('1', 'over', 'football.total_goals@2.5', 190));
    expect(picks()).toHaveLength(2);
  });

  it('holds at most 20 selections', () => {
    for (let i = 1; i <= MAX_SLIP_SELECTIONS; i++)
      expect(toggleSelection(pick(String(i)))).toBe('added');
    expect(toggleSelection(pick('99'))).toBe('full');
    expect(picks()).toHaveLength(MAX_SLIP_SELECTIONS);
  });
});

describe('the slip is kept in the browser', () => {
  it('writes every change to localStorage and reads it back', () => {
    toggleSelection(pick('7', 'away', 'football.match_result', 410));
    setStakePerLine(2_500);
    setAcceptOddsChanges('higher');
    const raw = localStorage.getItem(SLIP_STORAGE_KEY) ?? 'null';
    expect(JSON.parse(raw).selections[0]).toMatchObject({ eventId: '7', odds: 410 });
    // A new page load: memory starts empty and the slip comes back from storage.
    slipStore.setState(emptySlip, true);
    localStorage.setItem(SLIP_STORAGE_KEY, raw);
    reloadSlip();
    expect(slipStore.getState()).toMatchObject({
      stakePerLine: 2_500,
      acceptOddsChanges: 'higher',
      selections: [{ eventId: '7', selection: 'away', odds: 410 }],
    });
  });

  it('drops what does not decode', () => {
    expect(decodeSlip('not json')).toEqual(emptySlip);
    const slip = decodeSlip(
      JSON.stringify({
        selections: [{ eventId: '1' }, pick('2'), { ...pick('3'), odds: 1.85 }],
        stakePerLine: -5,
        kind: 'parlay',
        acceptOddsChanges: 'always',
      }),
    );
    expect(slip.selections.map((s) => s.eventId)).toEqual(['2']);
    expect(slip).toMatchObject({
      stakePerLine: null,
      kind: 'combination',
      acceptOddsChanges: 'none',
    });
  });

  it('clears the picks after a coupon and keeps the preferences', () => {
    toggleSelection(pick('1'));
    setStakePerLine(1_000);
    clearSlip();
    expect(slipStore.getState()).toMatchObject({ selections: [], stakePerLine: 1_000 });
  });
});

describe('live odds on the slip', () => {
  const markets = (odds: number | null, state: 'open' | 'suspended' = 'open') => [
    {
      key: 'football.match_result',
      type: 'football.match_result',
      line: null,
      state,
      selections: [
        { key: 'home', odds },
        { key: 'draw', odds: 320 },
        { key: 'away', odds: 400 },
      ],
    },
  ];

  it('shows new odds and keeps the taken ones until accepted', () => {
    toggleSelection(pick('1'));
    applyEventMarkets('1', { version: 2, suspended: false, open: true, markets: markets(170) });
    expect(picks()[0]).toMatchObject({ odds: 185, current: 170, version: 2 });
    expect(summarizeSlip(slipStore.getState(), null).problems).toContainEqual({
      kind: 'odds-changed',
    });
    acceptCurrentOdds();
    expect(picks()[0]).toMatchObject({ odds: 170, current: 170 });
  });

  it('ignores an older version and locks a suspended market', () => {
    toggleSelection(pick('1'));
    applyEventMarkets('1', {
      version: 3,
      suspended: false,
      open: true,
      markets: markets(150, 'suspended'),
    });
    expect(picks()[0]!.current).toBeNull();
    applyEventMarkets('1', { version: 2, suspended: false, open: true, markets: markets(190) });
    expect(picks()[0]!.current).toBeNull();
    expect(summarizeSlip(slipStore.getState(), null).problems).toContainEqual({ kind: 'locked' });
  });

  it('takes the odds a refused coupon reports', () => {
    toggleSelection(pick('1'));
    applyOddsChanges([
      { eventId: '1', marketKey: 'football.match_result', selection: 'home', odds: 199 },
    ]);
    expect(picks()[0]).toMatchObject({ odds: 185, current: 199 });
  });
});
