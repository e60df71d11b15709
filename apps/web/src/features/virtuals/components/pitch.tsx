import type { SportIncident } from '@lale/contract/methods/sportsbook';
import type { VirtualMatchClock } from '@lale/contract/methods/virtuals';
import { useTranslation } from 'react-i18next';
import { FootballIcon } from './football-icon.tsx';
import classes from './virtuals.module.css';

interface PitchProps {
  home: string;
  away: string;
  score: { home: number; away: number };
  clock: VirtualMatchClock;
  incidents: SportIncident[];
  /** 0..1 of the show played. */
  progress: number;
  /** The goal to celebrate now, if one was just shown. */
  goal: SportIncident | null;
}

/** A point on the pitch for the ball at `second` of play: a drift between the boxes. */
function ballAt(second: number, goal: SportIncident | null): { left: number; top: number } {
  if (goal) return { left: goal.side === 'home' ? 93 : 7, top: 50 };
  const step = Math.floor(second / 40);
  const wave = (n: number) => Math.sin(n * 12.9898 + 78.233) * 0.5 + 0.5;
  return { left: 15 + wave(step) * 70, top: 18 + wave(step + 101) * 64 };
}

/** The featured match: scoreboard, the pitch with the ball moving, a goal popping, the goals. */
export function Pitch({ home, away, score, clock, incidents, progress, goal }: PitchProps) {
  const { t } = useTranslation();
  const ball = ballAt(clock.second, goal);
  const status =
    clock.period === 'FT'
      ? t('virtuals.football.fullTime')
      : clock.period === 'HT'
        ? t('virtuals.football.halfTime')
        : t('virtuals.football.minute', { minute: clock.minute });
  return (
    <div className={classes.pitchWrap} data-testid="vf-pitch">
      <div className={classes.board}>
        <span className={classes.home}>{home}</span>
        <span className={classes.boardScore}>
          <b data-testid="vf-pitch-score">
            {score.home} - {score.away}
          </b>
          <span data-testid="vf-pitch-minute">{status}</span>
        </span>
        <span className={classes.away}>{away}</span>
      </div>
      <div className={classes.progress} aria-hidden="true">
        <div style={{ width: `${Math.round(progress * 100)}%` }} />
      </div>
      <div className={classes.pitch} aria-hidden="true">
        <div className={classes.lines} />
        <div className={`${classes.box} ${classes.boxLeft}`} />
        <div className={`${classes.box} ${classes.boxRight}`} />
        <div className={classes.ball} style={{ left: `${ball.left}%`, top: `${ball.top}%` }} />
        {goal ? (
          <div
            key={`${goal.minute}-${goal.side}`}
            className={classes.goalBanner}
            data-testid="vf-goal-banner"
          >
            <b>{t('virtuals.football.goal')}</b>
            <span>
              {goal.side === 'home' ? home : away}{' '}
              {t('virtuals.football.minute', { minute: goal.minute })}
            </span>
          </div>
        ) : null}
      </div>
      <div className={classes.timeline} data-testid="vf-timeline">
        {incidents.map((incident) => (
          <span
            key={`${incident.minute}-${incident.side}-${incident.score.home}-${incident.score.away}`}
            className={classes.goalChip}
          >
            <FootballIcon size={12} /> {incident.minute}&apos;{' '}
            {incident.side === 'home' ? home : away} ({incident.score.home}-{incident.score.away})
          </span>
        ))}
      </div>
    </div>
  );
}
