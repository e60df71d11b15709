import { describe, expect, it } from 'vitest';
import { LANDING_SHARE, pocketAngle, spinPose, WHEEL_ORDER } from './wheel-pose.ts';

const mod360 = (d: number) => ((d % 360) + 360) % 360;

describe('the roulette wheel and ball', () => {
  it('has the 37 pockets of the European wheel once each', () => {
    expect(new Set(WHEEL_ORDER).size).toBe(37);
    expect(WHEEL_ORDER.slice(0, 4)).toEqual([0, 32, 15, 19]);
  });

  it('the ball comes to rest in the drawn pocket and turns with the wheel', () => {
    const start = 1_800_000_000_123;
    for (const pocket of [0, 17, 26, 32]) {
      for (const after of [0, 1_000, 4_321]) {
        const pose = spinPose(pocket, start, 12_000, start + 12_000 * LANDING_SHARE + after);
        expect(pose.landed).toBe(true);
        expect(mod360(pose.ball - pose.wheel)).toBeCloseTo(pocketAngle(pocket), 6);
      }
    }
  });

  it('moves without a jump into the landing, and is on the outer track early on', () => {
    const start = 0;
    const landAt = 12_000 * LANDING_SHARE;
    const early = spinPose(5, start, 12_000, 1_000);
    expect(early.ballTrack).toBe(1);
    const before = spinPose(5, start, 12_000, landAt - 1);
    const at = spinPose(5, start, 12_000, landAt);
    const gap = Math.abs(mod360(before.ball - at.ball + 180) - 180);
    expect(gap).toBeLessThan(0.5);
  });
});
