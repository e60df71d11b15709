import type { BigWinPayload } from '@lale/contract/live/feed-payloads';
import type { TopicMessage } from '@lale/contract/live/live-client';
import { describe, expect, it } from 'vitest';
import { BIG_WINS_KEPT, emptyBigWins, reduceBigWins } from './big-wins-state.ts';
import { formatMultiplier } from './format-win.ts';

const win = (n: number): BigWinPayload => ({
  type: 'bigwin',
  player: 'de***',
  gameId: 'zeplin',
  gameName: 'Zeplin',
  gameNames: { tr: 'Zeplin', en: 'Zeppelin' },
  multiplierHundredths: 1250 + n,
  amount: 100_000 + n,
  at: 1_700_000_000_000 + n,
});

const snapshot = (seq: number, wins: BigWinPayload[]): TopicMessage<'feed:big-wins'> => ({
  type: 'snapshot',
  topic: 'feed:big-wins',
  seq,
  at: 0,
  payload: { type: 'bigwin.list', wins },
});

const event = (seq: number, payload: BigWinPayload): TopicMessage<'feed:big-wins'> => ({
  type: 'event',
  topic: 'feed:big-wins',
  seq,
  at: 0,
  payload,
});

describe('big wins feed', () => {
  it('takes the snapshot as the list, without animating it', () => {
    const state = reduceBigWins(emptyBigWins, snapshot(4, [win(2), win(1)]));
    expect(state.seq).toBe(4);
    expect(state.wins.map((w) => [w.amount, w.fresh])).toEqual([
      [100_002, false],
      [100_001, false],
    ]);
  });

  it('puts a new win on top, animated, and ignores what it has seen', () => {
    let state = reduceBigWins(emptyBigWins, snapshot(4, [win(1)]));
    state = reduceBigWins(state, event(5, win(2)));
    expect(state.wins.map((w) => [w.amount, w.fresh])).toEqual([
      [100_002, true],
      [100_001, false],
    ]);
    expect(reduceBigWins(state, event(5, win(3)))).toBe(state);
    expect(reduceBigWins(state, event(6, win(2))).wins).toHaveLength(2); // same win twice
  });

  it('keeps a later snapshot’s known wins as they were shown', () => {
    let state = reduceBigWins(emptyBigWins, snapshot(1, []));
    state = reduceBigWins(state, event(2, win(1)));
    const shown = state.wins[0];
    state = reduceBigWins(state, snapshot(9, [win(5), win(1)]));
    expect(state.wins[1]).toBe(shown);
    expect(state.wins[0]?.fresh).toBe(false);
  });

  it('keeps at most BIG_WINS_KEPT wins', () => {
    let state = reduceBigWins(emptyBigWins, snapshot(0, []));
    for (let n = 1; n <= BIG_WINS_KEPT + 5; n += 1) state = reduceBigWins(state, event(n, win(n)));
    expect(state.wins).toHaveLength(BIG_WINS_KEPT);
    expect(state.wins[0]?.amount).toBe(100_000 + BIG_WINS_KEPT + 5);
  });

  it('writes multipliers the Turkish or the English way', () => {
    expect(formatMultiplier(125_050, 'tr')).toBe('1.250,50×');
    expect(formatMultiplier(125_050, 'en')).toBe('1,250.50×');
    expect(formatMultiplier(200, 'tr')).toBe('2,00×');
  });
});
