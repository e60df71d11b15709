import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib/format.ts';
import { useAppStore } from '../store/app-store.ts';
import type { ShownWin } from './big-wins-state.ts';
import classes from './big-wins.module.css';
import { formatMultiplier, formatWinTime } from './format-win.ts';

/** One big win: game and (masked) player on the left, amount and multiplier on the right. */
export function BigWinItem({ win }: { win: ShownWin }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const amount = formatMoney(win.amount, 'TRY', lang);
  const multiplier = formatMultiplier(win.multiplierHundredths, lang);
  // gameNames came later than gameName: a win without it shows the Turkish name.
  const game = win.gameNames?.[lang] ?? win.gameName;
  return (
    <li
      className={win.fresh ? `${classes.win} ${classes.fresh}` : classes.win}
      data-testid="big-win"
      aria-label={t('bigWins.itemLabel', {
        player: win.player,
        game,
        amount,
        multiplier,
      })}
    >
      <span className={classes.game}>{game}</span>
      <span className={classes.amount} data-testid="big-win-amount">
        {amount}
      </span>
      <span className={classes.meta}>
        {win.player} ·{' '}
        <time dateTime={new Date(win.at).toISOString()}>{formatWinTime(win.at)}</time>
      </span>
      <span className={classes.multiplier}>{multiplier}</span>
    </li>
  );
}
