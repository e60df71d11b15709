import { describeCard } from '@lale/games/blackjack/cards';
import type { VideoPokerDictionary } from '../i18n/video-poker.ts';
import { PlayingCard } from '../shared/table/playing-card.tsx';

interface Props {
  card: number;
  position: number;
  held: boolean;
  /** Null once the hand is drawn: the card can no longer be held. */
  onToggle: (() => void) | null;
  text: VideoPokerDictionary;
}

/** One of the five cards, a toggle while the player chooses what to keep. */
export function HoldCard({ card, position, held, onToggle, text }: Props) {
  const { rank, suit } = describeCard(card);
  const name = `${text.ranks[rank] ?? rank} ${text.suits[suit]}`;
  return (
    <li className="vp-slot">
      <button
        type="button"
        className={`vp-card${held ? ' vp-card--held' : ''}`}
        aria-pressed={onToggle ? held : undefined}
        aria-label={text.holdLabel(name, held)}
        disabled={!onToggle}
        onClick={onToggle ?? undefined}
        data-testid="vp-card"
      >
        {/* A new card (the draw) is a new element: it flies in from the deck. */}
        <PlayingCard
          key={card}
          card={card}
          label={name}
          size="lg"
          dealDelay={(position - 1) * 0.06}
        />
      </button>
      <span className={`vp-hold${held ? ' vp-hold--on' : ''}`} aria-hidden="true">
        {held ? text.hold : onToggle ? position : ''}
      </span>
    </li>
  );
}
