import { useLayoutEffect, useRef } from 'react';
import { BALL_RADIUS, Rotor, WheelBowl, WheelDefs } from '../shared/table/roulette-wheel.tsx';
import { WHEEL_ORDER } from '../shared/table/wheel-pose.ts';
import {
  pocketUnderBall,
  restingFrame,
  SPIN_MS,
  spinFrames,
  type SpinFrame,
} from './spin-frames.ts';

/** A spin to show: the pocket the server drew; a new `id` starts the ball again. */
export interface WheelSpin {
  id: number;
  pocket: number;
  /** Show the ball in its pocket at once: reduced motion, or a round settled before a reload. */
  still: boolean;
}

const rotorTransform = (frame: SpinFrame) => `rotate(${frame.rotor.toFixed(2)}deg)`;
const orbitTransform = (frame: SpinFrame) => `rotate(${frame.ball.toFixed(2)}deg)`;
/** The ball is BALL_RADIUS × 2 wide: its distance from the centre in its own widths. */
const ballTransform = (frame: SpinFrame) =>
  `translate(-50%, -50%) translateY(${((-frame.radius / (BALL_RADIUS * 2)) * 100).toFixed(1)}%)`;

/**
 * The single-player wheel: the rotor, the ball's orbit and the ball's fall are three layers
 * turned by the compositor (Web Animations on `transform`), from keyframes that end with the
 * ball in the drawn pocket. `onLanded` reports the pocket read off the wheel's resting pose.
 */
export function SpinningWheel({
  spin,
  lit,
  label,
  onLanded,
}: {
  spin: WheelSpin | null;
  lit: number | null;
  label: string;
  onLanded: (spinId: number, pocket: number) => void;
}) {
  const rotor = useRef<HTMLDivElement>(null);
  const orbit = useRef<HTMLDivElement>(null);
  const ball = useRef<HTMLDivElement>(null);
  const rest = useRef<SpinFrame | null>(null);
  const landed = useRef(onLanded);
  // Before the spin's own layout effect, which may report a landing at once.
  useLayoutEffect(() => {
    landed.current = onLanded;
  });

  useLayoutEffect(() => {
    const rotorLayer = rotor.current;
    const orbitLayer = orbit.current;
    const ballLayer = ball.current;
    if (!spin || !rotorLayer || !orbitLayer || !ballLayer) return;
    const from = rest.current?.rotor ?? 0;
    const settle = (frame: SpinFrame) => {
      rest.current = frame;
      rotorLayer.style.transform = rotorTransform(frame);
      orbitLayer.style.transform = orbitTransform(frame);
      ballLayer.style.transform = ballTransform(frame);
      ballLayer
        .closest('.spin-wheel')
        ?.setAttribute('data-resting-pocket', String(pocketUnderBall(frame, WHEEL_ORDER)));
      landed.current(spin.id, pocketUnderBall(frame, WHEEL_ORDER));
    };
    if (spin.still || typeof rotorLayer.animate !== 'function') {
      settle(restingFrame(spin.pocket, from));
      return;
    }
    const frames = spinFrames(spin.pocket, from);
    const timing: KeyframeAnimationOptions = { duration: SPIN_MS, fill: 'forwards' };
    const animations = [
      rotorLayer.animate(
        frames.map((f) => ({ offset: f.offset, transform: rotorTransform(f) })),
        timing,
      ),
      orbitLayer.animate(
        frames.map((f) => ({ offset: f.offset, transform: orbitTransform(f) })),
        timing,
      ),
      ballLayer.animate(
        frames.map((f) => ({ offset: f.offset, transform: ballTransform(f) })),
        timing,
      ),
    ];
    ballLayer.closest('.spin-wheel')?.removeAttribute('data-resting-pocket');
    let done = false;
    animations[0]!.finished
      .then(() => {
        done = true;
        settle(frames[frames.length - 1]!);
        animations.forEach((animation) => animation.cancel());
      })
      .catch(() => undefined);
    return () => {
      if (!done) animations.forEach((animation) => animation.finish());
    };
  }, [spin]);

  return (
    <div className="spin-wheel" role="img" aria-label={label} data-testid="roulette-wheel">
      <svg className="spin-wheel__layer" viewBox="-100 -100 200 200" aria-hidden="true">
        <WheelDefs />
        <WheelBowl />
      </svg>
      <div ref={rotor} className="spin-wheel__layer spin-wheel__rotor">
        <svg viewBox="-100 -100 200 200" aria-hidden="true">
          <Rotor lit={lit} />
        </svg>
      </div>
      <div ref={orbit} className="spin-wheel__layer spin-wheel__orbit" aria-hidden="true">
        <div ref={ball} className="spin-wheel__ball" />
      </div>
    </div>
  );
}
