import type { DiceRoundView } from '@lale/contract/studio/dice';
import { secondsUntil, type DiceText } from './text.ts';

/** Which of the 3 × 3 cells of a face hold a pip, by face value. */
const PIPS: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};
/** The dice tumble this long before they land on the rolled faces. */
const TUMBLE_MS = 2_000;

export function DieFace({
  value,
  tumbling = false,
  label,
}: {
  value: number | null;
  tumbling?: boolean;
  label: string;
}) {
  const pips = value === null ? [] : PIPS[value]!;
  return (
    <div
      className={`dice-die${tumbling ? ' dice-die--tumbling' : ''}${value === null ? ' dice-die--blank' : ''}`}
      role="img"
      aria-label={value === null || tumbling ? label : `${label}: ${value}`}
      data-testid="dice-die"
      data-value={tumbling || value === null ? '' : value}
    >
      {Array.from({ length: 9 }, (_, cell) => (
        <span key={cell} className={pips.includes(cell) ? 'dice-pip' : undefined} />
      ))}
    </div>
  );
}

interface Props {
  round: DiceRoundView;
  last: DiceRoundView | null;
  now: number;
  text: DiceText;
}

/**
 * The table: while bets are taken, the countdown and the last result; then the dice tumble and
 * land on the rolled faces; then the result until the next round opens.
 */
export function DiceStage({ round, last, now, text }: Props) {
  const betting = round.phase === 'betting';
  const shown = betting ? last : round;
  const tumbling = round.phase === 'rolling' && now < round.closesAt + TUMBLE_MS;
  const faces: [number | null, number | null] = tumbling
    ? [1 + (Math.floor(now / 150) % 6), 1 + (Math.floor(now / 190 + 3) % 6)]
    : (shown?.dice ?? [null, null]);
  const total = !tumbling && shown?.dice ? shown.dice[0] + shown.dice[1] : null;
  return (
    <section
      className={`dice-stage dice-stage--${round.phase}`}
      data-testid="dice-stage"
      data-phase={round.phase}
    >
      <div className="dice-stage__head">
        <p className="dice-stage__round">{text.roundNumber(round.number)}</p>
        <p className="dice-stage__status" data-testid="dice-status" aria-live="polite">
          {betting
            ? now < round.closesAt
              ? text.betsCloseIn
              : text.betsClosed
            : round.phase === 'rolling'
              ? text.rolling
              : text.nextRound(secondsUntil(round.nextAt - now))}
        </p>
      </div>
      {betting && (
        <p className="dice-countdown" data-testid="dice-countdown">
          {secondsUntil(round.closesAt - now)}
        </p>
      )}
      <div className={`dice-pair${betting ? ' dice-pair--last' : ''}`} aria-label={text.dice}>
        <DieFace value={faces[0]} tumbling={tumbling} label={text.die(1)} />
        <DieFace value={faces[1]} tumbling={tumbling} label={text.die(2)} />
      </div>
      <p className="dice-total" data-testid="dice-total">
        {total !== null ? text.result(total) : betting ? text.waiting : '\u00a0'}
      </p>
    </section>
  );
}
