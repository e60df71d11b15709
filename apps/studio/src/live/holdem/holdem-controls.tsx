import type { LiveOwnBets } from '@lale/contract/live-tables/replies';
import type { LiveTablePhase } from '@lale/contract/live-tables/kinds';
import { ANTE_PAYS } from '@lale/games/casino-holdem/paytables';
import { HAND_CATEGORIES } from '@lale/games/casino-holdem/evaluate';
import { useState } from 'react';
import type { Lang } from '../../i18n/lang.ts';
import type { LiveGamesDictionary } from '../../i18n/live-games.ts';
import { formatMoney } from '../../shared/money.ts';
import { ChipStack } from '../../shared/table/chip-stack.tsx';

type HoldemBets = Extract<LiveOwnBets, { game: 'casino-holdem' }>;

/** The ante and AA bonus circles, then call (twice the ante) or fold in the decision window. */
export function HoldemControls({
  own,
  phase,
  canDecide,
  chip,
  rack,
  pending,
  onAnte,
  onDecide,
  lang,
  games,
}: {
  own: HoldemBets | null;
  phase: LiveTablePhase;
  canDecide: boolean;
  chip: number;
  rack: readonly number[];
  pending: boolean;
  onAnte: (ante: number, bonus: number) => void;
  onDecide: (decision: 'call' | 'fold') => void;
  lang: Lang;
  games: LiveGamesDictionary;
}) {
  const t = games.holdem;
  const [bonus, setBonus] = useState(false);
  const bet = own?.bet ?? null;
  const money = (amount: number) => formatMoney(amount, lang);
  return (
    <div className="hd-controls">
      <div className="hd-circles">
        <div className="hd-circle">
          <span>{t.ante}</span>
          <ChipStack amount={bet?.ante ?? 0} rack={rack} lang={lang} />
        </div>
        <div className="hd-circle hd-circle--bonus">
          <span>{t.bonus}</span>
          <ChipStack amount={bet?.bonus ?? 0} rack={rack} lang={lang} />
        </div>
        <div className="hd-circle hd-circle--call">
          <span>{t.callSpot}</span>
          <ChipStack
            amount={own?.decision === 'call' && bet ? bet.ante * 2 : 0}
            rack={rack}
            lang={lang}
          />
        </div>
      </div>
      {bet ? (
        <p className="hd-controls__stake" data-testid="live-holdem-stake">
          {t.anteOn(money(bet.ante), bet.bonus > 0 ? money(bet.bonus) : null)}
          {own?.decision === 'call' && ` · ${t.called}`}
          {own?.decision === 'fold' && ` · ${t.folded}`}
        </p>
      ) : (
        phase === 'betting' && (
          <div className="hd-controls__row">
            <label className="check">
              <input
                type="checkbox"
                checked={bonus}
                onChange={(event) => setBonus(event.target.checked)}
              />
              {t.addBonus}
            </label>
            <button
              type="button"
              className="primary"
              disabled={pending}
              onClick={() => onAnte(chip, bonus ? chip : 0)}
              data-testid="live-holdem-ante"
            >
              {t.placeAnte(money(bonus ? chip * 2 : chip))}
            </button>
          </div>
        )
      )}
      {canDecide && bet && own?.decision === null && (
        <div className="hd-controls__row hd-controls__row--decide">
          <button
            type="button"
            className="primary"
            disabled={pending}
            onClick={() => onDecide('call')}
          >
            {t.call(money(bet.ante * 2))}
          </button>
          <button
            type="button"
            className="danger"
            disabled={pending}
            onClick={() => onDecide('fold')}
          >
            {t.fold}
          </button>
        </div>
      )}
      <details className="panel hd-pays">
        <summary>{t.payTitle}</summary>
        <table>
          <tbody>
            {[...HAND_CATEGORIES].reverse().map((category) => (
              <tr key={category}>
                <th scope="row">{t.hands[category]}</th>
                <td>{ANTE_PAYS[category]}:1</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="panel__note">{t.notQualifies}</p>
      </details>
    </div>
  );
}
