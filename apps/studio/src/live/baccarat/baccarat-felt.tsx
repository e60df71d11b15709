import type { LiveGamesDictionary } from '../../i18n/live-games.ts';
import type { LiveDictionary } from '../../i18n/live.ts';
import { PlayingCard } from '../ui/playing-card.tsx';
import type { DealtHands } from './dealt-cards.ts';

/** Player and banker boxes on the felt, the cards face up as dealt, each hand's total. */
export function BaccaratFelt({
  dealt,
  winner,
  text,
  games,
}: {
  dealt: DealtHands | null;
  winner: 'player' | 'banker' | 'tie' | null;
  text: LiveDictionary;
  games: LiveGamesDictionary;
}) {
  const side = (hand: 'player' | 'banker') => {
    const cards = dealt?.[hand] ?? [];
    const total = hand === 'player' ? dealt?.playerTotal : dealt?.bankerTotal;
    const name = games.baccarat.spots[hand] ?? hand;
    const won = winner === hand || winner === 'tie';
    return (
      <div
        className={`bac-hand bac-hand--${hand}${won ? ' bac-hand--won' : ''}`}
        data-testid={`live-baccarat-${hand}`}
      >
        <h3>
          {name}
          {cards.length > 0 && (
            <span className="bac-hand__total" aria-label={games.baccarat.total(name, total ?? 0)}>
              {total}
            </span>
          )}
        </h3>
        <div className="bac-hand__cards">
          {[0, 1, 2].map((i) => (
            <span key={i} className={i === 2 ? 'bac-hand__third' : undefined}>
              {cards[i] !== undefined ? (
                <PlayingCard card={cards[i]} text={text} size="lg" />
              ) : (
                i < 2 && <PlayingCard card={null} text={text} size="lg" />
              )}
            </span>
          ))}
        </div>
      </div>
    );
  };
  return (
    <div className="bac-felt">
      {side('player')}
      {side('banker')}
    </div>
  );
}
