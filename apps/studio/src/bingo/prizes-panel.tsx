import type { BingoGameView } from '@lale/contract/live/bingo-payloads';
import type { BingoRoomView } from '@lale/contract/studio/bingo';
import { BINGO_STAGES } from '@lale/games/bingo';
import type { Lang } from '../i18n/lang.ts';
import { formatMoney } from '../shared/money.ts';
import type { BingoText } from './bingo-text.ts';

interface Props {
  game: BingoGameView;
  room: BingoRoomView;
  mine: ReadonlySet<string>;
  lang: Lang;
  text: BingoText;
}

/** Each stage's prize from the pool as it stands, and who won it at which call. */
export function PrizesPanel({ game, room, mine, lang, text }: Props) {
  return (
    <section className="panel" aria-labelledby="bingo-prizes">
      <h2 id="bingo-prizes">{text.prizes}</h2>
      <ul className="bingo-prizes">
        {BINGO_STAGES.map((stage) => {
          const winners = game.winners.filter((w) => w.stage === stage);
          return (
            <li
              key={stage}
              className={winners.length ? 'won' : ''}
              data-testid={`bingo-prize-${stage}`}
            >
              <div className="bingo-prizes__head">
                <span>{text.stages[stage]}</span>
                <strong>{formatMoney(game.prizes[stage], lang)}</strong>
              </div>
              {winners.map((w) => (
                <p key={w.ticketId} className={mine.has(w.ticketId) ? 'positive' : 'muted'}>
                  {mine.has(w.ticketId) ? text.you : w.player} · #{w.call} ·{' '}
                  {formatMoney(w.amount, lang)}
                </p>
              ))}
            </li>
          );
        })}
        <li className="bingo-prizes__jackpot">
          <div className="bingo-prizes__head">
            <span>{text.stages.jackpot}</span>
            <strong className="bingo-jackpot">{formatMoney(game.jackpot, lang)}</strong>
          </div>
          <p className="muted">{text.jackpotRule(room.jackpotCalls)}</p>
          {game.winners
            .filter((w) => w.stage === 'jackpot')
            .map((w) => (
              <p key={w.ticketId} className="positive">
                {mine.has(w.ticketId) ? text.you : w.player} · {formatMoney(w.amount, lang)}
              </p>
            ))}
        </li>
      </ul>
      <p className="muted small">
        {text.pool}: {formatMoney(game.stakes, lang)} ·{' '}
        {text.houseShare(String(room.houseBp / 100))}
      </p>
    </section>
  );
}
