import type { LiveSeatHolder } from '@lale/contract/live-tables/room';
import type { LiveBlackjackView } from '@lale/games/live-blackjack/public-view';
import type { Lang } from '../../i18n/lang.ts';
import type { LiveGamesDictionary } from '../../i18n/live-games.ts';
import type { LiveDictionary } from '../../i18n/live.ts';
import { formatMoney } from '../../shared/money.ts';
import { ChipStack } from '../../shared/table/chip-stack.tsx';
import { PlayingCard } from '../ui/playing-card.tsx';

export const SEATS = 7;

export interface SeatOffer {
  /** What the player may do at this seat now, if anything. */
  kind: 'sit' | 'behind';
  amount: number;
}

/** The dealer's hand over the seven boxes: each seat's cards, its player and its bet. */
export function BlackjackFelt({
  table,
  holders,
  ownSeat,
  activeSeat,
  offers,
  onSeat,
  disabled,
  rack,
  lang,
  text,
  games,
}: {
  table: LiveBlackjackView | null;
  holders: readonly LiveSeatHolder[];
  ownSeat: number | null;
  activeSeat: number | null;
  offers: (seat: number) => SeatOffer | null;
  onSeat: (seat: number, offer: SeatOffer) => void;
  disabled: boolean;
  rack: readonly number[];
  lang: Lang;
  text: LiveDictionary;
  games: LiveGamesDictionary;
}) {
  const t = games.blackjack;
  const dealerCards = table?.dealerCards ?? [];
  const settled = table?.phase === 'settled';
  return (
    <div className="bj-felt">
      <div className="bj-dealer" data-testid="live-blackjack-dealer">
        <h3>
          {t.dealer}
          {dealerCards.length > 0 && <span className="bj-total">{table?.dealerTotal}</span>}
        </h3>
        <div className="bj-cards">
          {dealerCards.map((card, i) => (
            <PlayingCard key={i} card={card} text={text} size="md" />
          ))}
          {dealerCards.length === 1 && !settled && (
            <PlayingCard card="back" text={text} size="md" />
          )}
        </div>
      </div>
      <ol className="bj-seats">
        {Array.from({ length: SEATS }, (_, seat) => {
          const holder = holders.find((h) => h.seat === seat);
          const view = table?.seats.find((s) => s.seat === seat);
          const mine = ownSeat === seat;
          const offer = offers(seat);
          const name = mine ? t.you : (holder?.player ?? t.free);
          return (
            <li
              key={seat}
              className={`bj-seat${holder ? ' bj-seat--taken' : ''}${mine ? ' bj-seat--mine' : ''}${activeSeat === seat ? ' bj-seat--active' : ''}`}
              data-testid={`live-seat-${seat}`}
            >
              <div className="bj-seat__hands">
                {view?.hands.map((hand, h) => (
                  <div
                    key={h}
                    className={`bj-hand${view.activeHand === h && activeSeat === seat ? ' bj-hand--active' : ''}`}
                  >
                    <div className="bj-cards bj-cards--fan">
                      {hand.cards.map((card, i) => (
                        <PlayingCard key={i} card={card} text={text} size="sm" />
                      ))}
                    </div>
                    <span className={`bj-total${hand.total > 21 ? ' bj-total--bust' : ''}`}>
                      {hand.total > 21
                        ? t.bust
                        : hand.cards.length === 2 && hand.total === 21 && !hand.fromSplit
                          ? t.blackjack
                          : t.total(hand.total, hand.soft)}
                    </span>
                  </div>
                ))}
              </div>
              <div className="bj-seat__box">
                <ChipStack amount={holder?.amount ?? 0} rack={rack} lang={lang} />
                <span className="bj-seat__number">{seat + 1}</span>
              </div>
              <p className="bj-seat__name">{name}</p>
              {holder && holder.behind.length > 0 && (
                <p className="bj-seat__behind">{t.behindCount(holder.behind.length)}</p>
              )}
              {offer && (
                <button
                  type="button"
                  className={`bj-seat__offer bj-seat__offer--${offer.kind}`}
                  disabled={disabled}
                  onClick={() => onSeat(seat, offer)}
                  aria-label={`${t.seat(seat + 1)}: ${offer.kind === 'sit' ? t.sit(formatMoney(offer.amount, lang)) : t.behind(formatMoney(offer.amount, lang))}`}
                >
                  {offer.kind === 'sit'
                    ? t.sit(formatMoney(offer.amount, lang))
                    : t.behind(formatMoney(offer.amount, lang))}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
