import { describeCard } from '@lale/games/blackjack/cards';
import type { BlackjackDictionary } from '../i18n/blackjack.ts';
import { PlayingCard } from '../shared/table/playing-card.tsx';

export function cardName(card: number, text: BlackjackDictionary): string {
  const { rank, suit } = describeCard(card);
  return `${text.ranks[rank] ?? rank} ${text.suits[suit]}`;
}

/** A card in a row on the felt; `delay` is when it leaves the shoe (undefined: already there). */
export function CardView({
  card,
  text,
  delay,
  flip = false,
}: {
  card: number | null;
  text: BlackjackDictionary;
  delay?: number;
  flip?: boolean;
}) {
  return (
    <li className={delay === undefined ? 'bj-card bj-card--still' : 'bj-card'}>
      <PlayingCard
        card={card === null ? 'back' : card}
        label={card === null ? text.hiddenCard : cardName(card, text)}
        size="lg"
        dealDelay={delay}
        flip={flip}
      />
    </li>
  );
}
