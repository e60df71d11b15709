import { moneyWheelTable } from '@lale/games/money-wheel/odds';
import type { Rational } from '@lale/games/slots/rational';
import type { Lang } from '../../i18n/lang.ts';
import type { LiveGamesDictionary } from '../../i18n/live-games.ts';
import type { LiveDictionary } from '../../i18n/live.ts';
import { formatMoney, formatPercent } from '../../shared/money.ts';
import { ChipStack } from '../../shared/table/chip-stack.tsx';

const ODDS = moneyWheelTable();
const asNumber = (value: Rational) => Number(value.numerator) / Number(value.denominator);
const percent = (value: Rational, lang: Lang, digits: number) =>
  lang === 'tr'
    ? `%${formatPercent(asNumber(value), lang, digits)}`
    : `${formatPercent(asNumber(value), lang, digits)}%`;

/** A spot per wheel number with its published pay, chance and return; chips on them. */
export function MoneyWheelSpots({
  totals,
  rack,
  onSpot,
  disabled,
  winning,
  lang,
  text,
  games,
}: {
  totals: ReadonlyMap<string, number>;
  rack: readonly number[];
  onSpot: (spot: string, label: string) => void;
  disabled: boolean;
  winning: number | null;
  lang: Lang;
  text: LiveDictionary;
  games: LiveGamesDictionary;
}) {
  const t = games.moneyWheel;
  return (
    <div className="mw-spots" role="group" aria-label={t.oddsTitle}>
      {ODDS.map((row) => {
        const spot = String(row.number);
        const amount = totals.get(spot) ?? 0;
        const chance = percent(row.perRound, lang, 1);
        return (
          <button
            key={spot}
            type="button"
            className={`mw-spot mw-spot--n${row.number}${winning === row.number ? ' mw-spot--won' : ''}`}
            disabled={disabled}
            onClick={() => onSpot(spot, t.betOn(row.number))}
            aria-label={`${t.betOn(row.number)}, ${t.pays} ${row.paysToOne}:1, ${t.chance} ${chance}${amount > 0 ? `, ${text.chips.onSpot(formatMoney(amount, lang))}` : ''}`}
            data-testid={`live-spot-${spot}`}
          >
            <strong aria-hidden="true">{row.number}</strong>
            <small aria-hidden="true">{row.paysToOne}:1</small>
            <ChipStack amount={amount} rack={rack} lang={lang} />
          </button>
        );
      })}
    </div>
  );
}

/** The published table: pays, the chance a round ends on each number, its return. */
export function MoneyWheelOdds({ lang, games }: { lang: Lang; games: LiveGamesDictionary }) {
  const t = games.moneyWheel;
  return (
    <section className="panel mw-odds">
      <h2>{t.oddsTitle}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{t.number}</th>
            <th scope="col">{t.pays}</th>
            <th scope="col">{t.chance}</th>
            <th scope="col">{t.rtp}</th>
          </tr>
        </thead>
        <tbody>
          {ODDS.map((row) => (
            <tr key={row.number}>
              <th scope="row">{row.number}</th>
              <td>{row.paysToOne}:1</td>
              <td>{percent(row.perRound, lang, 2)}</td>
              <td>{percent(row.rtp, lang, 2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
