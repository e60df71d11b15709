import type { BingoRoomView } from '@lale/contract/studio/bingo';
import { useState } from 'react';
import type { Lang } from '../i18n/lang.ts';
import { formatMoney } from '../shared/money.ts';
import type { BingoText } from './bingo-text.ts';

interface Props {
  room: BingoRoomView;
  held: number;
  busy: boolean;
  lang: Lang;
  text: BingoText;
  onBuy: (count: number) => void;
}

/** Buying tickets for the game selling now: 1 up to what the room still allows the player. */
export function BuyPanel({ room, held, busy, lang, text, onBuy }: Props) {
  const room_left = Math.max(0, room.maxTickets - held);
  const [wanted, setWanted] = useState(2);
  const count = Math.max(1, Math.min(wanted, room_left || 1));
  return (
    <div className="bingo-buy">
      <div className="bingo-buy__stepper" role="group" aria-label={text.ticketsLabel}>
        <button
          type="button"
          aria-label={text.fewer}
          disabled={count <= 1}
          onClick={() => setWanted(count - 1)}
        >
          −
        </button>
        <output aria-live="polite" data-testid="bingo-count">
          {count}
        </output>
        <button
          type="button"
          aria-label={text.more}
          disabled={count >= room_left}
          onClick={() => setWanted(count + 1)}
        >
          +
        </button>
      </div>
      <button
        type="button"
        className="primary"
        data-testid="bingo-buy"
        disabled={busy || room_left === 0}
        onClick={() => onBuy(count)}
      >
        {text.buy(count, formatMoney(count * room.ticketPrice, lang))}
      </button>
      <p className="muted small">{text.held(held, room.maxTickets)}</p>
    </div>
  );
}
