import { describeCard } from '@lale/games/blackjack/cards';
import type { BlackjackDictionary } from '../i18n/blackjack.ts';

const SUIT_GLYPHS: Record<string, string> = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };

export function cardName(card: number, text: BlackjackDictionary): string {
  const { rank, suit } = describeCard(card);
  return `${text.ranks[rank] ?? rank} ${text.suits[suit]}`;
}

export function CardView({ card, text }: { card: number | null; text: BlackjackDictionary }) {
  if (card === null) {
    return (
      <li className="card card--back" aria-label={text.hiddenCard}>
        <span aria-hidden="true">🂠</span>
      </li>
    );
  }
  const { rank, suit } = describeCard(card);
  const red = suit === 'hearts' || suit === 'diamonds';
  return (
    <li className={`card${red ? ' card--red' : ''}`} aria-label={cardName(card, text)}>
      <span aria-hidden="true">
        {rank}
        {SUIT_GLYPHS[suit]}
      </span>
    </li>
  );
}
