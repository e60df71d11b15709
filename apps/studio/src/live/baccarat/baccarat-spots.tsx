import { PAYOUTS } from '@lale/games/baccarat/bets';
import type { Lang } from '../../i18n/lang.ts';
import type { LiveGamesDictionary } from '../../i18n/live-games.ts';
import type { LiveDictionary } from '../../i18n/live.ts';
import { formatMoney } from '../../shared/money.ts';
import { ChipStack } from '../../shared/table/chip-stack.tsx';

const ratio = (payout: { to: number; per: number }) =>
  payout.per === 1 ? `${payout.to}:1` : `${payout.to}:${payout.per}`;

/** The pays as the felt prints them, from the game's own payout table. */
function paysOf(spot: string, commission: boolean): string {
  if (spot === 'player') return ratio(PAYOUTS.player);
  if (spot === 'banker') return commission ? '0.95:1' : ratio(PAYOUTS.bankerNoCommission);
  if (spot === 'tie') return ratio(PAYOUTS.tie);
  return ratio(PAYOUTS.pair);
}

const ROWS = [
  ['playerPair', 'tie', 'bankerPair'],
  ['player', 'banker'],
] as const;

/** Player, banker, tie and the pairs, with their pays and the chips on them. */
export function BaccaratSpots({
  totals,
  rack,
  onSpot,
  disabled,
  commission,
  winners,
  lang,
  text,
  games,
}: {
  totals: ReadonlyMap<string, number>;
  rack: readonly number[];
  onSpot: (spot: string, label: string) => void;
  disabled: boolean;
  commission: boolean;
  winners: ReadonlySet<string>;
  lang: Lang;
  text: LiveDictionary;
  games: LiveGamesDictionary;
}) {
  const t = games.baccarat;
  return (
    <div className="bac-spots" role="group" aria-label={text.chips.rack}>
      {ROWS.map((row, index) => (
        <div
          key={index}
          className={`bac-spots__row bac-spots__row--${index === 0 ? 'side' : 'main'}`}
        >
          {row.map((spot) => {
            const amount = totals.get(spot) ?? 0;
            const name = t.spots[spot] ?? spot;
            const pays = t.pays(paysOf(spot, commission));
            return (
              <button
                key={spot}
                type="button"
                className={`bac-spot bac-spot--${spot}${winners.has(spot) ? ' bac-spot--won' : ''}`}
                disabled={disabled}
                onClick={() => onSpot(spot, name)}
                aria-label={`${name}, ${pays}${amount > 0 ? `, ${text.chips.onSpot(formatMoney(amount, lang))}` : ''}`}
                data-testid={`live-spot-${spot}`}
              >
                <strong aria-hidden="true">{name}</strong>
                <small aria-hidden="true">{pays}</small>
                <ChipStack amount={amount} rack={rack} lang={lang} />
              </button>
            );
          })}
        </div>
      ))}
      {!commission && <p className="panel__note">{t.bankerSixHalf}</p>}
    </div>
  );
}
