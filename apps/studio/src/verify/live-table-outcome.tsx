import { describeCard } from '@lale/games/blackjack/cards';
import { WHEEL_SEGMENTS } from '@lale/games/money-wheel/segments';
import type { VerifyResults } from '@lale/games/verify';
import type { Lang } from '../i18n/lang.ts';
import { liveGamesText } from '../i18n/live-games.ts';
import { verifyText } from '../i18n/verify.ts';

export type LiveTableOutcome =
  | { engine: 'baccarat'; result: VerifyResults['baccarat'] }
  | { engine: 'money-wheel'; result: VerifyResults['money-wheel'] }
  | { engine: 'casino-holdem'; result: VerifyResults['casino-holdem'] };

const SUITS: Record<string, string> = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };

function Cards({ cards, testId }: { cards: readonly number[]; testId: string }) {
  return (
    <ol className="shoe" data-testid={testId}>
      {cards.map((card, index) => {
        const { rank, suit } = describeCard(card);
        return (
          <li key={index}>
            {rank} {SUITS[suit]}
          </li>
        );
      })}
    </ol>
  );
}

/** A live table's draw recomputed from the revealed seed: the coup, the wheel or the deal. */
export function LiveTableOutcomeView({ outcome, lang }: { outcome: LiveTableOutcome; lang: Lang }) {
  const text = verifyText[lang];
  const games = liveGamesText[lang];
  if (outcome.engine === 'baccarat') {
    const { coup } = outcome.result;
    const spots = games.baccarat.spots;
    const pairs = [coup.playerPair && spots.playerPair, coup.bankerPair && spots.bankerPair];
    const named = pairs.filter((pair): pair is string => typeof pair === 'string');
    const high = Math.max(coup.playerTotal, coup.bankerTotal);
    const low = Math.min(coup.playerTotal, coup.bankerTotal);
    return (
      <>
        <p className="result" data-testid="verify-baccarat-winner">
          {coup.winner === 'tie'
            ? games.baccarat.tie(coup.playerTotal)
            : games.baccarat.wins(spots[coup.winner] ?? coup.winner, high, low)}
        </p>
        <p>{games.baccarat.total(spots.player ?? 'Player', coup.playerTotal)}</p>
        <Cards cards={coup.playerCards} testId="verify-baccarat-player" />
        <p>{games.baccarat.total(spots.banker ?? 'Banker', coup.bankerTotal)}</p>
        <Cards cards={coup.bankerCards} testId="verify-baccarat-banker" />
        <p>{named.length > 0 ? `${text.pairs}: ${named.join(', ')}` : text.noPairs}</p>
      </>
    );
  }
  if (outcome.engine === 'money-wheel') {
    const { wheel } = outcome.result;
    return (
      <>
        <p className="result" data-testid="verify-wheel-result">
          {games.moneyWheel.result(wheel.number, wheel.multiplier)}
        </p>
        <p>{text.wheelStops}</p>
        <ol className="shoe" data-testid="verify-wheel-stops">
          {wheel.stops.map((stop, index) => {
            const segment = WHEEL_SEGMENTS[stop]!;
            return (
              <li key={index}>
                {segment.kind === 'number' ? segment.value : `x${segment.factor}`}
              </li>
            );
          })}
        </ol>
      </>
    );
  }
  const { deal, showdown } = outcome.result;
  const holdem = games.holdem;
  const hand = (category: keyof typeof holdem.hands) => holdem.hands[category];
  return (
    <>
      <p className="result" data-testid="verify-holdem-winner">
        {showdown.winner === 'player'
          ? holdem.playerWins(hand(showdown.playerCategory))
          : showdown.winner === 'dealer'
            ? holdem.dealerWins(hand(showdown.dealerCategory))
            : holdem.tie(hand(showdown.playerCategory))}
      </p>
      <p>{showdown.dealerQualifies ? holdem.qualifies : holdem.notQualifies}</p>
      <p>{holdem.player}</p>
      <Cards cards={deal.player} testId="verify-holdem-player" />
      <p>{holdem.dealer}</p>
      <Cards cards={deal.dealer} testId="verify-holdem-dealer" />
      <p>{holdem.board}</p>
      <Cards cards={deal.board} testId="verify-holdem-board" />
    </>
  );
}
