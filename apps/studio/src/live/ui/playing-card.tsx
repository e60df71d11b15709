import { describeCard } from '@lale/games/blackjack/cards';
import type { LiveDictionary } from '../../i18n/live.ts';
import type { CardSlot } from '../holdem/revealed-cards.ts';

const SUIT_GLYPHS: Record<string, string> = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };

export function cardLabel(card: number, text: LiveDictionary): string {
  const { rank, suit } = describeCard(card);
  return text.cards.card(text.cards.ranks[rank] ?? rank, text.cards.suits[suit] ?? suit);
}

/** A card on the felt: face up, face down, or the empty place where one will be dealt. */
export function PlayingCard({
  card,
  text,
  size = 'md',
  highlight = false,
}: {
  card: CardSlot;
  text: LiveDictionary;
  size?: 'sm' | 'md' | 'lg';
  highlight?: boolean;
}) {
  if (card === null)
    return <span className={`pcard pcard--${size} pcard--empty`} aria-hidden="true" />;
  if (card === 'back') {
    return (
      <span
        className={`pcard pcard--${size} pcard--back`}
        role="img"
        aria-label={text.cards.faceDown}
      />
    );
  }
  const { rank, suit } = describeCard(card);
  const red = suit === 'hearts' || suit === 'diamonds';
  return (
    <span
      className={`pcard pcard--${size}${red ? ' pcard--red' : ''}${highlight ? ' pcard--lit' : ''}`}
      role="img"
      aria-label={cardLabel(card, text)}
    >
      <span className="pcard__corner" aria-hidden="true">
        {rank}
        <br />
        {SUIT_GLYPHS[suit]}
      </span>
      <span className="pcard__pip" aria-hidden="true">
        {SUIT_GLYPHS[suit]}
      </span>
    </span>
  );
}
