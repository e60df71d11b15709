import { WHEEL_SEGMENTS } from '@lale/games/money-wheel/segments';
import { describe, expect, it } from 'vitest';
import { moneyWheelPose, restingAngle, SEGMENT_DEGREES } from './wheel-pose.ts';

const mod360 = (d: number) => ((d % 360) + 360) % 360;
/** The segment under the top pointer for a wheel turned `angle` degrees clockwise. */
const underPointer = (angle: number) => Math.round(mod360(-angle) / SEGMENT_DEGREES) % 54;

describe('the money wheel', () => {
  it('stops with the drawn segment under the pointer, spin after spin', () => {
    const stops = [13, 20];
    expect(WHEEL_SEGMENTS[13]).toEqual({ kind: 'multiplier', factor: 2 });
    const first = moneyWheelPose(stops, 0, 9_000, 8_500);
    expect(first).toMatchObject({ spin: 0, settled: true });
    expect(underPointer(first.angle)).toBe(13);
    const second = moneyWheelPose(stops, 0, 9_000, 17_999);
    expect(second).toMatchObject({ spin: 1, settled: true });
    expect(underPointer(second.angle)).toBe(20);
  });

  it('starts each spin where the last one rested', () => {
    expect(moneyWheelPose([13, 20], 7, 9_000, 0).angle).toBeCloseTo(restingAngle(7), 6);
    expect(moneyWheelPose([13, 20], 7, 9_000, 9_000).angle).toBeCloseTo(restingAngle(13), 6);
  });
});
