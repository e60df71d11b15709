import { PAYOUT_TO_ONE, type RouletteBetType } from '@lale/games/roulette/bet-types';
import type { CommonDictionary } from '../i18n/common.ts';
import type { Lang } from '../i18n/lang.ts';
import type { RouletteDictionary } from '../i18n/roulette.ts';
import { formatPercent } from '../shared/money.ts';

/** Every placement returns 36/37 of its stake over the 37 pockets. */
export const ROULETTE_RTP = 36 / 37;

export function RouletteRules({
  lang,
  t,
  text,
}: {
  lang: Lang;
  t: CommonDictionary;
  text: RouletteDictionary;
}) {
  const types = Object.keys(PAYOUT_TO_ONE) as RouletteBetType[];
  return (
    <section className="panel">
      <details open>
        <summary>{t.rules}</summary>
        <p data-testid="rtp">{t.rtp(formatPercent(ROULETTE_RTP, lang))}</p>
        <ul>
          {text.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </details>
      <details>
        <summary>{t.paytable}</summary>
        <table className="data">
          <tbody>
            {types.map((type) => (
              <tr key={type}>
                <th scope="row">{text.types[type]}</th>
                <td>{PAYOUT_TO_ONE[type]}:1</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
