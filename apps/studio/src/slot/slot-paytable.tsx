import type { SlotGame } from '@lale/games/slots/models';
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

const multiple = (value: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', { maximumFractionDigits: 2 }).format(
    value,
  );

/** Rules, RTP and paytable straight from the game's model in @lale/games. */
export function SlotPaytable({ game, lang, t, text }: Props) {
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
}
