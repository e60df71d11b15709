import type { RaceCard, RacingProductKey } from '@lale/contract/methods/racing';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { runnerColour, solidColour } from './runner-colours.ts';
import classes from './racing.module.css';

const LANE = 30;
/** The track's drawn width: short on a phone, so the runners stay big enough to follow. */
const WIDE = 1000;
const NARROW = 480;

/** Distance of each runner at `share` (0–1) of the show, between the two nearest frames. */
function distances(race: RaceCard, share: number): number[] {
  const frames = race.animation?.frames;
  if (!frames || frames.length === 0) return race.runners.map(() => 0);
  const at = Math.min(1, Math.max(0, share)) * (frames.length - 1);
  const low = Math.floor(at);
  const high = Math.min(frames.length - 1, low + 1);
  const t = at - low;
  return frames[low]!.map((d, i) => d + (frames[high]![i]! - d) * t);
}

/** Runner numbers from the leader back at `share`: finishers in the order they crossed. */
function standings(race: RaceCard, share: number, at: number[]): number[] {
  const finishAt = race.animation?.finishAt ?? [];
  return race.runners
    .map((r, i) => ({ n: r.number, d: at[i]!, f: finishAt[i] ?? 1 }))
    .sort((a, b) => {
      const aDone = a.f <= share;
      const bDone = b.f <= share;
      if (aDone && bDone) return a.f - b.f;
      if (aDone !== bDone) return aDone ? -1 : 1;
      return b.d - a.d;
    })
    .map((x) => x.n);
}

/**
 * The race on a straight track, one lane per runner, each moving by the server's frames (the
 * seeded animation), crossing the line exactly in the drawn order; the leaders listed beneath.
 */
export function RaceTrack({
  product,
  race,
  share,
}: {
  product: RacingProductKey;
  race: RaceCard;
  share: number;
}) {
  const { t } = useTranslation();
  const at = distances(race, share);
  const board = standings(race, share, at);
  const height = race.runners.length * LANE + 8;
  const width = useMediaQuery('(min-width: 768px)') ? WIDE : NARROW;
  const START = 30;
  const LINE = width - 40;
  return (
    <div
      className={classes.trackWrap}
      data-testid="race-track"
      data-event={race.eventId}
      data-share={share.toFixed(2)}
    >
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className={classes.track}
        role="img"
        aria-label={`${t('racingScreen.running')}: ${board.slice(0, 3).join(', ')}`}
      >
        {race.runners.map((runner, i) => (
          <rect
            key={`lane-${runner.number}`}
            x={0}
            y={4 + i * LANE}
            width={width}
            height={LANE}
            fill={i % 2 === 0 ? '#2f7d32' : '#388e3c'}
          />
        ))}
        <rect x={START - 4} y={4} width={3} height={height - 8} fill="rgba(255,255,255,0.6)" />
        <rect x={LINE} y={4} width={6} height={height - 8} fill="url(#chequer)" />
        <defs>
          <pattern id="chequer" width="6" height="12" patternUnits="userSpaceOnUse">
            <rect width="6" height="6" fill="#fff" />
            <rect y="6" width="6" height="6" fill="#111" />
          </pattern>
        </defs>
        {race.runners.map((runner, i) => {
          const x = START + at[i]! * (LINE - START);
          const y = 4 + i * LANE + LANE / 2;
          return (
            <g
              key={runner.number}
              transform={`translate(${x.toFixed(1)} ${y})`}
              data-testid="race-runner"
              data-runner={runner.number}
              data-distance={at[i]!.toFixed(3)}
            >
              <ellipse rx={22} ry={9} cx={-14} fill="rgba(0,0,0,0.25)" />
              <circle
                r={12}
                fill={solidColour(product, runner.number)}
                stroke="#fff"
                strokeWidth={2}
              />
              <text
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={13}
                fontWeight={800}
                fill={
                  solidColour(product, runner.number) === '#111'
                    ? '#fff'
                    : runnerColour(product, runner.number).fg
                }
              >
                {runner.number}
              </text>
            </g>
          );
        })}
      </svg>
      {share < 1 ? (
        <ol className={classes.leaders} data-testid="race-leaders" aria-live="off">
          {board.slice(0, 3).map((n) => (
            <li key={n}>
              <b>{n}</b> {race.runners[n - 1]?.name}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
