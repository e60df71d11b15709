import type { BetOnGamesBetView, BetOnGamesDrawView } from '@lale/contract/studio/bet-on-games';
import type { Lang } from '../i18n/lang.ts';
import { formatMoney } from '../shared/money.ts';
import { ballTone, PlayingCard } from './draw-stage.tsx';
import { pickLabel, type BetOnGamesText } from './text.ts';

/** The player's bets, newest first, each with its draw and its result once settled. */
export function MyBets({
  bets,
  text,
  lang,
}: {
  bets: BetOnGamesBetView[];
  text: BetOnGamesText;
  lang: Lang;
}) {
  return (
    <section className="panel bog-list" data-testid="bog-my-bets">
      <h2>{text.myBets}</h2>
      {bets.length === 0 && <p className="muted">{text.noBets}</p>}
      <ul>
        {bets.map((bet) => (
          <li key={bet.id} className={`bog-bet bog-bet--${bet.status}`} data-testid="bog-bet">
            <span className="bog-bet__pick">
              <span className="muted">#{bet.drawNumber}</span>{' '}
              {pickLabel(text, bet.type, bet.selection)}
            </span>
            <span className="bog-bet__stake">{formatMoney(bet.stake, lang)}</span>
            <span className="bog-bet__result" data-testid="bog-bet-result">
              {bet.status === 'open'
                ? text.open
                : bet.status === 'won'
                  ? text.won(formatMoney(bet.payout, lang))
                  : text.lost}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The last settled draws: balls, card, and a link that recomputes each from its seeds. */
export function LastDraws({
  draws,
  verifyHref,
  text,
}: {
  draws: BetOnGamesDrawView[];
  verifyHref: (draw: BetOnGamesDrawView) => string;
  text: BetOnGamesText;
}) {
  return (
    <section className="panel bog-list" data-testid="bog-last-draws">
      <h2>{text.lastDraws}</h2>
      <ul>
        {draws.map((draw) => (
          <li key={draw.id} className="bog-history">
            <span className="muted bog-history__number">#{draw.number}</span>
            <span className="bog-history__balls">
              {draw.balls.map((ball) => (
                <span key={ball} className={`bog-mini bog-ball--${ballTone(ball)}`}>
                  {ball}
                </span>
              ))}
            </span>
            <span className="bog-history__card">
              <PlayingCard card={draw.card} text={text} />
            </span>
            <a href={verifyHref(draw)} target="_blank" rel="noreferrer">
              {text.verify}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
