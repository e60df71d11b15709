import type { SlotGame } from '@lale/games/slots/models';
import { memo } from 'react';
import type { CommonDictionary } from '../i18n/common.ts';
import type { Lang } from '../i18n/lang.ts';
import type { SlotDictionary } from '../i18n/slot.ts';
import { formatPercent } from '../shared/money.ts';
import { SymbolIcon } from './symbol-art.tsx';
import { symbolName } from './symbols.ts';

interface Props {
  game: SlotGame;
  lang: Lang;
  t: CommonDictionary;
  text: SlotDictionary;
}

/** One formatter per language: building one costs about a millisecond on a slow phone. */
const multiples: Record<Lang, Intl.NumberFormat> = {
  tr: new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }),
};
const multiple = (value: number, lang: Lang) => multiples[lang].format(value);

/**
 * Rules, RTP and paytable straight from the game's model in @lale/games. Its props change only
 * with the game or the language, so it is memoised: the slot page re-renders at every reel stop
 * and count-up step, and redrawing the table each time made long main-thread tasks on a slow phone.
 */
export const SlotPaytable = memo(function SlotPaytable({ game, lang, t, text }: Props) {
  const counts = [
    ...new Set(game.paytable.flatMap((entry) => entry.pays.map((pay) => pay.count))),
  ].sort((a, b) => a - b);
  const rules = game.evaluation === 'lines' ? text.linesRules(game.lines) : text.anywhereRules;
  return (
    <section className="panel">
      <details open>
        <summary>{t.rules}</summary>
        <p>
          {text.volatility[game.volatility]} ·{' '}
          <span data-testid="rtp">{t.rtp(formatPercent(game.rtp, lang))}</span>
        </p>
        <ul>
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
          <li>{text.freeSpinsRule(game.freeSpins.multiplier)}</li>
        </ul>
      </details>
      <details>
        <summary>{t.paytable}</summary>
        <table className="data">
          <caption className="muted">{text.payNote}</caption>
          <thead>
            <tr>
              <th scope="col">{text.symbol}</th>
              {counts.map((count) => (
                <th key={count} scope="col">
                  {text.pays(count)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {game.paytable.map((entry) => (
              <tr key={entry.symbol}>
                <th scope="row" className="paytable__symbol">
                  <SymbolIcon symbol={entry.symbol} modelId={game.id} />
                  {symbolName(entry.symbol, game.id, text.symbols, text.scatterPaysScatter)}
                </th>
                {counts.map((count) => {
                  const pay = entry.pays.find((candidate) => candidate.count === count);
                  return <td key={count}>{pay ? multiple(pay.stakeMultiple, lang) : ''}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
});
