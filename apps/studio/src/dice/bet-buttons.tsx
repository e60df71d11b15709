import { DICE_TOTALS, diceOdds, type DicePick } from '@lale/games/dice';
import type { Lang } from '../i18n/lang.ts';
import { formatOdds, pickLabel, type DiceText } from './text.ts';

interface Props {
  open: boolean;
  busy: boolean;
  stakeLabel: string;
  onBet: (pick: DicePick) => void;
  text: DiceText;
  lang: Lang;
}

const MAIN: DicePick[] = ['under', 'seven', 'over', 'doubles'];

/** A button per pick with its published odds; a tap bets the chosen stake on it. */
export function BetButtons({ open, busy, stakeLabel, onBet, text, lang }: Props) {
  const button = (pick: DicePick, extra = '') => (
    <button
      key={pick}
      type="button"
      className={`dice-bet${extra}`}
      disabled={!open || busy}
      aria-label={`${text.place(pickLabel(text, pick), stakeLabel)} · ${text.odds} ${formatOdds(diceOdds(pick), lang)}`}
      onClick={() => onBet(pick)}
      data-testid={`dice-bet-${pick}`}
    >
      <span className="dice-bet__label">
        {pick.startsWith('total-') ? pick.slice('total-'.length) : pickLabel(text, pick)}
      </span>
      <span className="dice-bet__odds">{formatOdds(diceOdds(pick), lang)}</span>
    </button>
  );
  return (
    <section className="dice-board" aria-label={text.board} data-testid="dice-board">
      <div className="dice-board__main">
        {MAIN.map((pick) => button(pick, ` dice-bet--${pick}`))}
      </div>
      <fieldset className="dice-board__totals">
        <legend>{text.totals}</legend>
        <div className="dice-board__grid">
          {DICE_TOTALS.map((total) => button(`total-${total}`, ' dice-bet--total'))}
        </div>
      </fieldset>
    </section>
  );
}
