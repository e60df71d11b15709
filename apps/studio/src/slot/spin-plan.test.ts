import { slotGame } from '@lale/games/slots/models';
import { describe, expect, it } from 'vitest';
import { scattersToTrigger, spinPlan } from './spin-plan.ts';

const low = slotGame('low')!.model;
const anywhere = slotGame('scatter-pays')!.model;

describe('a spin’s plan', () => {
  it('stops the reels one by one, left to right, turbo sooner', () => {
    const grid = Array(15).fill('ace');
    for (const speed of ['normal', 'turbo'] as const) {
      const plan = spinPlan(low, grid, speed);
      for (let reel = 1; reel < plan.length; reel++) {
        expect(plan[reel]!.duration).toBeGreaterThan(plan[reel - 1]!.duration);
      }
      expect(plan.some((reel) => reel.anticipation)).toBe(false);
    }
    expect(spinPlan(low, grid, 'turbo')[4]!.duration).toBeLessThan(
      spinPlan(low, grid, 'normal')[4]!.duration / 2,
    );
  });

  it('slows and lights the later reels once a trigger is one scatter away', () => {
    expect(scattersToTrigger(low)).toBe(3);
    const grid = Array(15).fill('ace');
    grid[1] = 'scatter'; // reel 1
    grid[5] = 'scatter'; // reel 2
    const plan = spinPlan(low, grid, 'normal');
    expect(plan.map((reel) => reel.anticipation)).toEqual([false, false, true, true, true]);
    const calm = spinPlan(low, Array(15).fill('ace'), 'normal');
    expect(plan[2]!.duration - calm[2]!.duration).toBeGreaterThan(500);
    expect(plan[4]!.duration - calm[4]!.duration).toBeGreaterThan(
      plan[2]!.duration - calm[2]!.duration,
    );
  });

  it('waits for three scatters before suspense in the pay-anywhere game (four trigger)', () => {
    expect(scattersToTrigger(anywhere)).toBe(4);
    const grid = Array(30).fill('rose');
    grid[0] = 'scatter';
    grid[5] = 'scatter';
    expect(spinPlan(anywhere, grid, 'normal').some((reel) => reel.anticipation)).toBe(false);
    grid[10] = 'scatter';
    expect(spinPlan(anywhere, grid, 'normal').map((reel) => reel.anticipation)).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
  });
});
