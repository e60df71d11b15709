import type { LiveDictionary } from '../../i18n/live.ts';
import type { Countdown } from '../timing.ts';

const R = 26;
const CIRCUMFERENCE = 2 * Math.PI * R;

/** The betting window's ring: it empties as the seconds run out, amber then red at the end. */
export function CountdownRing({
  countdown,
  text,
  urgent,
}: {
  countdown: Countdown | null;
  text: LiveDictionary;
  urgent: boolean;
}) {
  if (!countdown) return null;
  return (
    <div
      className={`countdown${urgent ? ' countdown--urgent' : ''}`}
      role="timer"
      aria-label={text.secondsLeft(countdown.seconds)}
      data-testid="live-countdown"
      data-seconds={countdown.seconds}
    >
      <svg viewBox="0 0 64 64" aria-hidden="true">
        <circle className="countdown__track" cx="32" cy="32" r={R} />
        <circle
          className="countdown__fill"
          cx="32"
          cy="32"
          r={R}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - countdown.fraction)}
          transform="rotate(-90 32 32)"
        />
      </svg>
      <span aria-hidden="true">{countdown.seconds}</span>
    </div>
  );
}
