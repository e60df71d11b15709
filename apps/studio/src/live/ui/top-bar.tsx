import type { LiveTableLimits } from '@lale/contract/live-tables/room';
import type { Lang } from '../../i18n/lang.ts';
import type { LiveDictionary } from '../../i18n/live.ts';
import { common } from '../../i18n/common.ts';
import { formatMoney } from '../../shared/money.ts';

/** The table's name, its dealer, who watches, its limits and the player's balance. */
export function TopBar({
  title,
  dealer,
  players,
  limits,
  balance,
  lang,
  text,
}: {
  title: string;
  dealer: string | null;
  players: number;
  limits: LiveTableLimits;
  balance: number | null;
  lang: Lang;
  text: LiveDictionary;
}) {
  return (
    <header className="live-top">
      <div className="live-top__title">
        <span className="live-dot" aria-hidden="true" />
        <span className="live-top__badge">{text.live}</span>
        <h1>{title}</h1>
      </div>
      <ul className="live-top__facts">
        <li data-testid="live-dealer">{dealer ? text.dealer(dealer) : text.autoWheel}</li>
        <li data-testid="live-players" aria-live="off">
          <svg className="live-top__icon" viewBox="0 0 16 16" aria-hidden="true">
            <circle cx="8" cy="5" r="3" />
            <path d="M2 15c0-3.3 2.7-5.5 6-5.5s6 2.2 6 5.5z" />
          </svg>
          {text.players(players)}
        </li>
        <li data-testid="live-limits">
          {text.limits(formatMoney(limits.minBet, lang), formatMoney(limits.maxBet, lang))}
        </li>
      </ul>
      {balance !== null && (
        <p className="live-top__balance">
          <span>{common[lang].balance}</span>{' '}
          <strong data-testid="balance">{formatMoney(balance, lang)}</strong>
        </p>
      )}
    </header>
  );
}
