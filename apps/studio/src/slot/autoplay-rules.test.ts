import { describe, expect, it } from 'vitest';
import {
  autoplayStop,
  recordRound,
  wouldPassLossLimit,
  type AutoplaySettings,
} from './autoplay-rules.ts';

const open: AutoplaySettings = {
  spins: 3,
  lossLimit: null,
  singleWinAbove: null,
  stopOnFreeSpins: false,
};
const losing = { stake: 100, win: 0, freeSpinsAwarded: 0 };

describe('autoplay stops', () => {
  it('after the chosen number of spins', () => {
    let progress = { played: 0, netLoss: 0 };
    const reasons = [];
    for (let spin = 0; spin < 3; spin++) {
      progress = recordRound(progress, losing);
      reasons.push(autoplayStop(open, progress, losing));
    }
    expect(reasons).toEqual([null, null, 'spins']);
    expect(progress).toEqual({ played: 3, netLoss: 300 });
  });

  it('when the loss since it started reaches the limit, and never starts a spin that passes it', () => {
    const settings = { ...open, spins: 100, lossLimit: 250 };
    const twoLost = recordRound(recordRound({ played: 0, netLoss: 0 }, losing), losing);
    expect(autoplayStop(settings, twoLost, losing)).toBeNull();
    expect(wouldPassLossLimit(settings, twoLost, 100)).toBe(true);
    expect(wouldPassLossLimit(settings, twoLost, 50)).toBe(false);
    const third = recordRound(twoLost, { ...losing, stake: 50 });
    expect(autoplayStop(settings, third, losing)).toBe('lossLimit');
  });

  it('counts wins against the loss', () => {
    const settings = { ...open, spins: 100, lossLimit: 150 };
    const progress = recordRound(recordRound({ played: 0, netLoss: 0 }, losing), {
      ...losing,
      win: 120,
    });
    expect(progress.netLoss).toBe(80);
    expect(autoplayStop(settings, progress, losing)).toBeNull();
  });

  it('on a single win at or above the amount', () => {
    const settings = { ...open, spins: 100, singleWinAbove: 1_000 };
    const progress = { played: 1, netLoss: 0 };
    expect(autoplayStop(settings, progress, { ...losing, win: 999 })).toBeNull();
    expect(autoplayStop(settings, progress, { ...losing, win: 1_000 })).toBe('singleWin');
  });

  it('when free spins are triggered, if asked to', () => {
    const round = { ...losing, freeSpinsAwarded: 10 };
    const progress = { played: 1, netLoss: 0 };
    expect(autoplayStop({ ...open, stopOnFreeSpins: true }, progress, round)).toBe('freeSpins');
    expect(autoplayStop(open, progress, round)).toBeNull();
  });
});
