import { describeCard } from '@lale/games/blackjack/cards';
import type { LiveDictionary } from '../../i18n/live.ts';
import { PlayingCard as DrawnCard } from '../../shared/table/playing-card.tsx';
import type { CardSlot } from '../holdem/revealed-cards.ts';

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
  const label = card === null ? '' : card === 'back' ? text.cards.faceDown : cardLabel(card, text);
  return <DrawnCard card={card} label={label} size={size} highlight={highlight} />;
}
