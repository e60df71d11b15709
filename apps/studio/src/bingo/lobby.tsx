import type { BingoRoomView } from '@lale/contract/studio/bingo';
import type { Lang } from '../i18n/lang.ts';
import { formatMoney } from '../shared/money.ts';
import type { BingoText } from './bingo-text.ts';
import { countdown } from './use-clock.ts';

interface Props {
  rooms: BingoRoomView[];
  now: number;
  lang: Lang;
  text: BingoText;
  onEnter: (roomId: string) => void;
}

/** The rooms: price, players, pool, jackpot and when the next game starts. */
export function Lobby({ rooms, now, lang, text, onEnter }: Props) {
  return (
    <section aria-labelledby="bingo-lobby">
      <h2 id="bingo-lobby">{text.lobby}</h2>
      <ul className="bingo-rooms">
        {rooms.map((room) => (
          <li key={room.id} className="bingo-room" data-testid={`bingo-room-${room.id}`}>
            <header>
              <h3>{room.name}</h3>
              <span className="bingo-price">{formatMoney(room.ticketPrice, lang)}</span>
            </header>
            <dl className="bingo-room__facts">
              <div>
                <dt>{text.players}</dt>
                <dd>{room.players}</dd>
              </div>
              <div>
                <dt>{text.pool}</dt>
                <dd>{formatMoney(room.pool, lang)}</dd>
              </div>
              <div>
                <dt>{text.jackpot}</dt>
                <dd className="bingo-jackpot">{formatMoney(room.jackpot, lang)}</dd>
              </div>
            </dl>
            <p className="muted">
              {room.startsAt !== null
                ? text.startsIn(countdown(room.startsAt - now))
                : room.phase === 'calling'
                  ? text.playingNow
                  : text.nextSoon}
            </p>
            <button type="button" className="primary" onClick={() => onEnter(room.id)}>
              {text.enter}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
