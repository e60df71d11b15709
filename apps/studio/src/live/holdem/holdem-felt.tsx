import type { HoldemShowdown } from '@lale/games/casino-holdem/showdown';
import type { LiveGamesDictionary } from '../../i18n/live-games.ts';
import type { LiveDictionary } from '../../i18n/live.ts';
import { PlayingCard } from '../ui/playing-card.tsx';
import type { HoldemTableCards } from './revealed-cards.ts';

/** The dealer's hand, the board and the player's hand; named once both are shown. */
export function HoldemFelt({
  cards,
  showdown,
  text,
  games,
}: {
  cards: HoldemTableCards;
  showdown: HoldemShowdown | null;
  text: LiveDictionary;
  games: LiveGamesDictionary;
}) {
  const t = games.holdem;
  const named = cards.showdown && showdown;
  const hand = (who: 'dealer' | 'player', slots: HoldemTableCards['player']) => {
    const category = named
      ? who === 'player'
        ? showdown.playerCategory
        : showdown.dealerCategory
      : null;
    const won = named && showdown.winner === who;
    return (
      <div
        className={`hd-hand hd-hand--${who}${won ? ' hd-hand--won' : ''}`}
        data-testid={`live-holdem-${who}`}
      >
        <h3>{who === 'player' ? t.player : t.dealer}</h3>
        <div className="hd-hand__cards">
          {slots.map((card, i) => (
            <PlayingCard key={i} card={card} text={text} size="md" />
          ))}
        </div>
        {category && <p className="hd-hand__name">{t.hands[category]}</p>}
      </div>
    );
  };
  return (
    <div className="hd-felt">
      {hand('dealer', cards.dealer)}
      <div className="hd-board" aria-label={t.board} role="group" data-testid="live-holdem-board">
        {cards.board.map((card, i) => (
          <PlayingCard key={i} card={card} text={text} size="md" />
        ))}
      </div>
      {hand('player', cards.player)}
      {named && (
        <p className="hd-felt__qualify">
          {showdown.dealerQualifies ? t.qualifies : t.notQualifies}
        </p>
      )}
    </div>
  );
}
