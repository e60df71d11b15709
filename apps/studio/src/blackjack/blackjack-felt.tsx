import type { BlackjackDictionary } from '../i18n/blackjack.ts';
import type { Lang } from '../i18n/lang.ts';
import { formatMoney } from '../shared/money.ts';
import { ChipStack } from '../shared/table/chip-stack.tsx';
import { CardView } from './card-view.tsx';
import { placeKey, type DealPlan } from './deal-timing.ts';
import type { HandResult } from './hand-result.ts';
import type { HandView } from './wire.ts';

interface Props {
  view: HandView | null;
  plan: DealPlan | null;
  /** The hands' results, once the last card lies still (null while cards are still flying). */
  results: (HandResult | null)[] | null;
  inPlay: boolean;
  /** The chips in the betting circle before a deal. */
  circle: { amount: number; rack: readonly number[]; onPlace: () => void; disabled: boolean };
  lang: Lang;
  text: BlackjackDictionary;
}

/**
 * The blackjack table: the shoe in its corner, the dealer's row with the hole card face down
 * until the hand settles, the player's hands, and before a deal the betting circle.
 */
export function BlackjackFelt({ view, plan, results, inPlay, circle, lang, text }: Props) {
  const delay = (row: 'dealer' | number, index: number) =>
    plan?.delays.get(placeKey({ row, index }));
  const showHole = view !== null && view.phase !== 'settled' && view.dealerCards.length === 1;
  return (
    <div className="bj-felt felt">
      <div className="bj-shoe" role="img" aria-label={text.shoe}>
        <span className="bj-shoe__card" />
        <span className="bj-shoe__card" />
      </div>
      <section aria-labelledby="dealer-title" className="bj-row bj-row--dealer">
        <h2 id="dealer-title">
          {text.dealer}
          {view?.dealerTotal != null && results && (
            <span className="bj-total" data-testid="dealer-total">
              {view.dealerTotal}
            </span>
          )}
        </h2>
        <ul className="bj-cards" data-testid="dealer-cards">
          {view?.dealerCards.map((card, index) => (
            <CardView
              key={index}
              card={card}
              text={text}
              delay={delay('dealer', index)}
              flip={index === 1 && (plan?.flipsHole ?? false)}
            />
          ))}
          {showHole && <CardView key="hole" card={null} text={text} delay={delay('dealer', 1)} />}
        </ul>
      </section>
      <section aria-labelledby="player-title" className="bj-row bj-row--player">
        <h2 id="player-title" className="visually-hidden">
          {text.player}
        </h2>
        {view && view.hands.length > 0 && view.phase !== 'ready' ? (
          <div className="bj-hands">
            {view.hands.map((hand, index) => {
              const result = results?.[index] ?? null;
              const active = inPlay && index === view.activeHand && view.hands.length > 1;
              return (
                <div
                  key={index}
                  className={`bj-hand${active ? ' bj-hand--active' : ''}${result ? ` bj-hand--${result}` : ''}`}
                  data-testid="player-hand"
                  data-result={result ?? undefined}
                  aria-current={active || undefined}
                >
                  <ul className="bj-cards">
                    {hand.cards.map((card, cardIndex) => (
                      <CardView
                        key={cardIndex}
                        card={card}
                        text={text}
                        delay={delay(index, cardIndex)}
                      />
                    ))}
                  </ul>
                  <p className="bj-hand__facts">
                    <strong>
                      {text.hand(index + 1, view.hands.length)} ·{' '}
                      {text.total(hand.total, hand.soft)}
                    </strong>{' '}
                    <span className="bj-hand__bet">
                      <ChipStack amount={hand.bet} rack={circle.rack} lang={lang} />
                      {text.bet(formatMoney(hand.bet, lang))}
                    </span>
                  </p>
                  {result && (
                    <p className={`bj-outcome bj-outcome--${result}`} data-testid="hand-outcome">
                      {text.outcome[result]}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
        ) : null}
        {!inPlay && (
          <button
            type="button"
            className="bj-circle"
            aria-label={
              circle.amount > 0 ? text.circleWith(formatMoney(circle.amount, lang)) : text.circle
            }
            disabled={circle.disabled}
            onClick={circle.onPlace}
            data-testid="betting-circle"
            data-amount={circle.amount}
          >
            <ChipStack amount={circle.amount} rack={circle.rack} lang={lang} />
            {circle.amount > 0 && (
              <span className="bj-circle__amount">{formatMoney(circle.amount, lang)}</span>
            )}
          </button>
        )}
      </section>
    </div>
  );
}
