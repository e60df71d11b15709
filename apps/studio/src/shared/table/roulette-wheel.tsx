import { pocketColor } from '@lale/games/roulette/layout';
import { memo } from 'react';
import { POCKET_DEGREES, WHEEL_ORDER, type WheelPose } from './wheel-pose.ts';
import './roulette-wheel.css';

const POCKET_OUTER = 78;
const POCKET_INNER = 60;
/** The ball's distance from the centre on its track and in a pocket (the wheel is 200 across). */
export const BALL_TRACK = 87;
export const BALL_REST = 70;
export const BALL_RADIUS = 3.4;

const rad = (degrees: number) => ((degrees - 90) * Math.PI) / 180;
const point = (radius: number, degrees: number) =>
  `${(radius * Math.cos(rad(degrees))).toFixed(2)} ${(radius * Math.sin(rad(degrees))).toFixed(2)}`;

function sectorPath(from: number, to: number, outer: number, inner: number): string {
  return [
    `M ${point(outer, from)}`,
    `A ${outer} ${outer} 0 0 1 ${point(outer, to)}`,
    `L ${point(inner, to)}`,
    `A ${inner} ${inner} 0 0 0 ${point(inner, from)}`,
    'Z',
  ].join(' ');
}

/** The rotor's pockets and numbers: drawn once, turned as a whole. */
export const Rotor = memo(function Rotor({ lit }: { lit: number | null }) {
  return (
    <g>
      {WHEEL_ORDER.map((pocket, index) => {
        const centre = index * POCKET_DEGREES;
        const from = centre - POCKET_DEGREES / 2;
        const to = centre + POCKET_DEGREES / 2;
        return (
          <g key={pocket}>
            <path
              d={sectorPath(from, to, POCKET_OUTER, POCKET_INNER)}
              className={`wheel__pocket wheel__pocket--${pocketColor(pocket)}${lit === pocket ? ' wheel__pocket--lit' : ''}`}
            />
            <text
              className="wheel__number"
              transform={`rotate(${centre}) translate(0 ${-(POCKET_OUTER - 7)})`}
              textAnchor="middle"
              dominantBaseline="central"
            >
              {pocket}
            </text>
          </g>
        );
      })}
      <circle r={POCKET_INNER} className="wheel__cone" />
      <circle r={POCKET_INNER - 14} className="wheel__cone-inner" />
      {[0, 90, 180, 270].map((angle) => (
        <rect
          key={angle}
          x={-2}
          y={-30}
          width={4}
          height={30}
          rx={2}
          className="wheel__turret-arm"
          transform={`rotate(${angle})`}
        />
      ))}
      <circle r={7} className="wheel__turret" />
    </g>
  );
});

/** The wheel's gradients (wood, cone, ball), referenced by id from the wheel's classes. */
export function WheelDefs() {
  return (
    <defs>
      <radialGradient id="wheel-wood" cx="50%" cy="45%" r="60%">
        <stop offset="70%" stopColor="#6b3a1c" />
        <stop offset="100%" stopColor="#2e170a" />
      </radialGradient>
      <radialGradient id="wheel-cone" cx="45%" cy="40%" r="70%">
        <stop offset="0%" stopColor="#b07a3a" />
        <stop offset="100%" stopColor="#4a2a10" />
      </radialGradient>
      <radialGradient id="wheel-ball" cx="35%" cy="35%" r="65%">
        <stop offset="0%" stopColor="#ffffff" />
        <stop offset="100%" stopColor="#b9b9c4" />
      </radialGradient>
    </defs>
  );
}

/** The still parts: wooden rim, the ball's track and the fret around the pockets. */
export function WheelBowl() {
  return (
    <>
      <circle r={99} className="wheel__rim" />
      <circle r={92} className="wheel__track" />
      <circle r={POCKET_OUTER + 1.5} className="wheel__fret" />
    </>
  );
}

/** The European wheel as the camera over the table shows it, the ball on its track or in a pocket. */
export function RouletteWheel({
  pose,
  lit,
  label,
}: {
  pose: WheelPose;
  lit: number | null;
  label: string;
}) {
  const ballRadius = BALL_REST + (BALL_TRACK - BALL_REST) * pose.ballTrack;
  return (
    <svg className="wheel" viewBox="-100 -100 200 200" role="img" aria-label={label}>
      <WheelDefs />
      <WheelBowl />
      <g transform={`rotate(${pose.wheel.toFixed(2)})`}>
        <Rotor lit={pose.landed ? lit : null} />
      </g>
      <circle
        className="wheel__ball"
        r={BALL_RADIUS}
        cx={(ballRadius * Math.cos(rad(pose.ball))).toFixed(2)}
        cy={(ballRadius * Math.sin(rad(pose.ball))).toFixed(2)}
      />
    </svg>
  );
}
