import { WHEEL_SEGMENTS, type WheelSegment } from '@lale/games/money-wheel/segments';
import { memo } from 'react';
import { SEGMENT_DEGREES } from './wheel-pose.ts';

const OUTER = 90;
const INNER = 30;

const rad = (degrees: number) => ((degrees - 90) * Math.PI) / 180;
const point = (radius: number, degrees: number) =>
  `${(radius * Math.cos(rad(degrees))).toFixed(2)} ${(radius * Math.sin(rad(degrees))).toFixed(2)}`;

export function segmentLabel(segment: WheelSegment): string {
  return segment.kind === 'number' ? String(segment.value) : `x${segment.factor}`;
}

export function segmentTone(segment: WheelSegment): string {
  return segment.kind === 'number' ? `n${segment.value}` : `x${segment.factor}`;
}

const Segments = memo(function Segments({ lit }: { lit: number | null }) {
  return (
    <g>
      {WHEEL_SEGMENTS.map((segment, index) => {
        const centre = index * SEGMENT_DEGREES;
        const from = centre - SEGMENT_DEGREES / 2;
        const to = centre + SEGMENT_DEGREES / 2;
        const d = [
          `M ${point(OUTER, from)}`,
          `A ${OUTER} ${OUTER} 0 0 1 ${point(OUTER, to)}`,
          `L ${point(INNER, to)}`,
          `A ${INNER} ${INNER} 0 0 0 ${point(INNER, from)}`,
          'Z',
        ].join(' ');
        return (
          <g key={index}>
            <path
              d={d}
              className={`mw__seg mw__seg--${segmentTone(segment)}${lit === index ? ' mw__seg--lit' : ''}`}
            />
            <text
              className="mw__label"
              transform={`rotate(${centre}) translate(0 ${-(OUTER - 13)}) rotate(90)`}
              textAnchor="middle"
              dominantBaseline="central"
            >
              {segmentLabel(segment)}
            </text>
          </g>
        );
      })}
    </g>
  );
});

/** The game-show wheel: 54 segments turning under the pointer at the top. */
export function MoneyWheel({
  angle,
  lit,
  label,
}: {
  angle: number;
  lit: number | null;
  label: string;
}) {
  return (
    <svg className="mw" viewBox="-100 -104 200 204" role="img" aria-label={label}>
      <defs>
        <radialGradient id="mw-hub" cx="40%" cy="35%" r="70%">
          <stop offset="0%" stopColor="#fff3c4" />
          <stop offset="100%" stopColor="#b5832a" />
        </radialGradient>
      </defs>
      <circle r={99} className="mw__rim" />
      {Array.from({ length: 27 }, (_, i) => (
        <circle
          key={i}
          r={1.6}
          cx={point(95, i * 13.333).split(' ')[0]}
          cy={point(95, i * 13.333).split(' ')[1]}
          className="mw__bulb"
        />
      ))}
      <g transform={`rotate(${angle.toFixed(2)})`}>
        <Segments lit={lit} />
      </g>
      <circle r={INNER} fill="url(#mw-hub)" className="mw__hub" />
      <text className="mw__hub-text" textAnchor="middle" dominantBaseline="central">
        LALE
      </text>
      <path d="M -7 -103 L 7 -103 L 0 -86 Z" className="mw__pointer" />
    </svg>
  );
}
