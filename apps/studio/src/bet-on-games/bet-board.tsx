import {
  BALL_COUNT,
  BET_ON_GAMES_TYPE_IDS,
  BET_ON_GAMES_TYPES,
  oddsOf,
  type BetOnGamesPick,
} from '@lale/games/bet-on-games';
import type { Lang } from '../i18n/lang.ts';
import { ballTone } from './draw-stage.tsx';
import { inSlip, type SlipPick } from './slip.ts';
import { pickLabel, type BetOnGamesText } from './text.ts';

const formatOdds = (hundredths: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', { minimumFractionDigits: 2 }).format(
    hundredths / 100,
  );

interface Props {
  slip: SlipPick[];
  open: boolean;
  onPick: (pick: BetOnGamesPick) => void;
  text: BetOnGamesText;
  lang: Lang;
}

/** Every bet type with its published odds; a tap puts a pick on the slip or takes it off. */
export function BetBoard({ slip, open, onPick, text, lang }: Props) {
  const option = (pick: BetOnGamesPick, label: string, extra = '') => {
    const chosen = inSlip(slip, pick);
    return (
      <button
        key={`${pick.type}:${pick.selection}`}
        type="button"
        className={`bog-option${chosen ? ' bog-option--on' : ''}${extra}`}
        aria-pressed={chosen}
        aria-label={`${pickLabel(text, pick.type, pick.selection)} · ${formatOdds(oddsOf(pick), lang)}`}
        disabled={!open}
        onClick={() => onPick(pick)}
        data-testid={`bog-pick-${pick.type}-${pick.selection}`}
      >
        <span className="bog-option__label">{label}</span>
        {pick.type !== 'number' && (
          <span className="bog-option__odds">{formatOdds(oddsOf(pick), lang)}</span>
        )}
      </button>
    );
  };
  return (
    <section className="bog-board" aria-label={text.board} data-testid="bog-board">
      {BET_ON_GAMES_TYPE_IDS.map((type) => (
        <fieldset key={type} className={`bog-market bog-market--${type}`}>
          <legend>
            {text.types[type]}
            {type === 'number' && (
              <span className="bog-option__odds">
                {' '}
                {text.odds} {formatOdds(BET_ON_GAMES_TYPES.number.numberOdds, lang)}
              </span>
            )}
          </legend>
          <div className="bog-options">
            {type === 'number'
              ? Array.from({ length: BALL_COUNT }, (_, i) =>
                  option(
                    { type, selection: String(i + 1) },
                    String(i + 1),
                    ` bog-option--number bog-ball--${ballTone(i + 1)}`,
                  ),
                )
              : Object.keys(BET_ON_GAMES_TYPES[type].selections).map((selection) => {
                  const pick = { type, selection } as BetOnGamesPick;
                  const label =
                    type === 'rank'
                      ? text.rankSelections[selection]!
                      : type === 'majority'
                        ? text.majoritySelections[selection]!
                        : text.selections[selection]!;
                  return option(pick, label);
                })}
          </div>
        </fieldset>
      ))}
    </section>
  );
}
