import type { BetOnGamesDrawView } from '@lale/contract/studio/bet-on-games';
import { BALLS_DRAWN, cardRank, cardSuit, isRed } from '@lale/games/bet-on-games';
import type { BetOnGamesText } from './text.ts';
import { countdown } from './slip.ts';

const SUIT_GLYPHS = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' } as const;
const RANK_NAMES: Record<number, string> = { 11: 'J', 12: 'Q', 13: 'K', 14: 'A' };

/** Balls take the colour of their third of the drum, as the first-ball range bet reads them. */
export const ballTone = (ball: number) => (ball <= 14 ? 'low' : ball <= 28 ? 'middle' : 'high');

export function PlayingCard({ card, text }: { card: number | null; text: BetOnGamesText }) {
  if (card === null)
    return (
      <div className="bog-card" data-testid="bog-card" aria-label={text.card}>
        <span className="bog-card__back" aria-hidden="true" />
      </div>
    );
  const rank = cardRank(card);
  const suit = cardSuit(card);
  const name = `${RANK_NAMES[rank] ?? rank}${SUIT_GLYPHS[suit]}`;
  return (
    <div
      className={`bog-card bog-card--up${isRed(card) ? ' bog-card--red' : ''}`}
      data-testid="bog-card"
      data-card={name}
      aria-label={`${text.card}: ${RANK_NAMES[rank] ?? rank} ${text.selections[suit]}`}
    >
      <span className="bog-card__face" aria-hidden="true">
        <span>{RANK_NAMES[rank] ?? rank}</span>
        <span className="bog-card__suit">{SUIT_GLYPHS[suit]}</span>
      </span>
    </div>
  );
}

interface Props {
  draw: BetOnGamesDrawView;
  last: BetOnGamesDrawView | null;
  now: number;
  text: BetOnGamesText;
}

/**
 * The drum: while a draw is revealed its balls pop out one by one and the card turns over;
 * while the next draw takes bets, the countdown and the last draw's result.
 */
export function DrawStage({ draw, last, now, text }: Props) {
  const drawing = draw.phase === 'drawing';
  const shown = drawing ? draw : last;
  const balls = shown?.balls ?? [];
  const complete = shown !== null && shown !== undefined && shown.card !== null;
  const closed = now >= draw.closesAt;
  return (
    <section className={`bog-stage${drawing ? ' bog-stage--live' : ''}`} data-testid="bog-stage">
      <div className="bog-stage__head">
        <p className="bog-stage__draw">{text.drawNumber(draw.number)}</p>
        {drawing ? (
          <p className="bog-stage__status bog-live" data-testid="bog-status">
            {text.drawing}
          </p>
        ) : (
          <p className="bog-stage__status" data-testid="bog-status">
            {closed ? text.betsClosed : text.betsCloseIn(countdown(draw.closesAt - now))}
          </p>
        )}
        {!drawing && (
          <p className="bog-countdown" data-testid="bog-countdown" aria-label={text.nextDraw}>
            <span className="muted">{text.nextDraw}</span> {countdown(draw.drawsAt - now)}
          </p>
        )}
      </div>
      {!drawing && (
        <p className="bog-stage__caption muted">
          {last ? text.lastResult(last.number) : text.waiting}
        </p>
      )}
      <div className="bog-drum">
        <ol className="bog-balls" data-testid="bog-balls" aria-label={text.balls}>
          {Array.from({ length: BALLS_DRAWN }, (_, index) => {
            const ball = balls[index];
            return ball === undefined ? (
              <li key={`empty-${index}`} className="bog-ball bog-ball--empty" aria-hidden="true" />
            ) : (
              <li
                key={`${shown!.id}-${index}`}
                className={`bog-ball bog-ball--${ballTone(ball)}${drawing ? ' bog-ball--pop' : ''}`}
                data-testid="bog-ball"
              >
                {ball}
              </li>
            );
          })}
        </ol>
        <PlayingCard key={`${shown?.id}-${shown?.card}`} card={shown?.card ?? null} text={text} />
      </div>
      {complete && (
        <p className="bog-summary" data-testid="bog-summary">
          {text.sum(balls.reduce((sum, ball) => sum + ball, 0))}
        </p>
      )}
    </section>
  );
}
