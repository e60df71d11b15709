import { describe, expect, it } from 'vitest';
import { launchMinStake, openingStake } from './launch-stake.ts';

describe('the stake a game opened from a tournament starts at', () => {
  const game = { minBet: 20, maxBet: 10_000 };

  it('is the smallest allowed stake that reaches the minimum', () => {
    expect(openingStake(game, launchMinStake('?token=x&lang=tr&minStake=100'))).toBe(100);
    expect(openingStake(game, 150)).toBe(200);
    expect(openingStake({ minBet: 200, maxBet: 10_000 }, 100)).toBe(200);
  });

  it("is the game's minimum without a minimum, or when no stake reaches it", () => {
    expect(openingStake(game, launchMinStake('?token=x&lang=tr'))).toBe(20);
    expect(openingStake(game, 50_000)).toBe(20);
    for (const hostile of ['abc', '-5', '1.5', '0'])
      expect(launchMinStake(`?minStake=${hostile}`)).toBeNull();
  });
});
