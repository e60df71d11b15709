import type { CSSProperties } from 'react';
import { cardArt } from './card-art.ts';
import './playing-card.css';

/** A card's face value, face down ('back'), or the empty place where one will be dealt (null). */
export type CardShown = number | 'back' | null;

interface Props {
  card: CardShown;
  /** The card as a screen reader names it (its rank and suit, or "face-down card"). */
  label: string;
  size?: 'sm' | 'md' | 'lg';
  highlight?: boolean;
  /** The card turns over as it appears (a hole card revealed). */
  flip?: boolean;
  /** Seconds after the round's first card this one leaves the shoe. */
  dealDelay?: number;
  testId?: string;
}

/** A playing card drawn as one: corner indexes, pips or a court figure, a patterned back. */
export function PlayingCard({
  card,
  label,
  size = 'md',
  highlight = false,
  flip = false,
  dealDelay,
  testId,
}: Props) {
  const style =
    dealDelay === undefined ? undefined : ({ animationDelay: `${dealDelay}s` } as CSSProperties);
  if (card === null)
    return <span className={`pcard pcard--${size} pcard--empty`} aria-hidden="true" />;
  if (card === 'back') {
    return (
      <span
        className={`pcard pcard--${size} pcard--back`}
        role="img"
        aria-label={label}
        style={style}
        data-testid={testId}
        data-card="back"
      />
    );
  }
  const art = cardArt(card);
  const index = (
    <>
      {art.rank}
      <br />
      {art.glyph}
    </>
  );
  return (
    <span
      className={`pcard pcard--${size}${art.red ? ' pcard--red' : ''}${highlight ? ' pcard--lit' : ''}${flip ? ' pcard--flip' : ''}`}
      role="img"
      aria-label={label}
      style={style}
      data-testid={testId}
      data-card={card}
    >
      <span className="pcard__corner" aria-hidden="true">
        {index}
      </span>
      <span className="pcard__corner pcard__corner--low" aria-hidden="true">
        {index}
      </span>
      {art.pips.length > 0 ? (
        <span className="pcard__pips" aria-hidden="true">
          {art.pips.map(([column, row], i) => (
            <span
              key={i}
              className={`pcard__pip${row > 3 ? ' pcard__pip--low' : ''}`}
              style={{ '--c': column, '--r': row } as CSSProperties}
            >
              {art.glyph}
            </span>
          ))}
        </span>
      ) : (
        <span
          className={`pcard__figure${art.court ? ' pcard__figure--court' : ''}`}
          aria-hidden="true"
        >
          {art.court ? (
            <>
              <span className="pcard__court-letter">{art.rank}</span>
              <span className="pcard__court-suit">{art.glyph}</span>
            </>
          ) : (
            art.glyph
          )}
        </span>
      )}
    </span>
  );
}
