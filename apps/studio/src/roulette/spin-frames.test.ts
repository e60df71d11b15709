import { describe, expect, it } from 'vitest';
import { BALL_REST, BALL_TRACK } from '../shared/table/roulette-wheel.tsx';
import { WHEEL_ORDER } from '../shared/table/wheel-pose.ts';
import { pocketUnderBall, restingFrame, spinFrames } from './spin-frames.ts';

describe('the roulette spin', () => {
  it('ends with the ball in the pocket the server drew, from any resting rotor', () => {
    for (const pocket of WHEEL_ORDER) {
      for (const rotorFrom of [0, 97.3, 359.9]) {
        const frames = spinFrames(pocket, rotorFrom);
        const last = frames[frames.length - 1]!;
        expect(last.offset).toBe(1);
        expect(last.radius).toBe(BALL_REST);
        expect(pocketUnderBall(last, WHEEL_ORDER)).toBe(pocket);
      }
    }
  });

  it('starts on the track where the rotor rests and never jumps between two frames', () => {
    const frames = spinFrames(17, 120);
    expect(frames[0]!.rotor).toBe(120);
    expect(frames[0]!.radius).toBe(BALL_TRACK);
    for (let i = 1; i < frames.length; i++) {
      expect(Math.abs(frames[i]!.rotor - frames[i - 1]!.rotor)).toBeLessThan(180);
      expect(Math.abs(frames[i]!.ball - frames[i - 1]!.ball)).toBeLessThan(180);
      expect(frames[i]!.offset).toBeGreaterThan(frames[i - 1]!.offset);
    }
    // The ball runs the other way round for several turns before it drops.
    expect(frames[0]!.ball - frames[frames.length - 1]!.ball).toBeGreaterThan(3 * 360);
  });

  it('rests a reloaded wheel on the drawn pocket at once', () => {
    expect(pocketUnderBall(restingFrame(26, 211), WHEEL_ORDER)).toBe(26);
  });
});
