import type { LiveTableTiming } from '@lale/contract/live-tables/room';
import type { LiveSeatHolder } from '@lale/contract/live-tables/room';
import type { Lang } from '../i18n/lang.ts';
import type { LiveGamesDictionary } from '../i18n/live-games.ts';
import type { LiveDictionary } from '../i18n/live.ts';
import { BaccaratFelt } from './baccarat/baccarat-felt.tsx';
import { dealtAt } from './baccarat/dealt-cards.ts';
import { BlackjackFelt, type SeatOffer } from './blackjack/blackjack-felt.tsx';
import { HoldemFelt } from './holdem/holdem-felt.tsx';
import { holdemCardsAt } from './holdem/revealed-cards.ts';
import { MoneyWheel } from './money-wheel/money-wheel.tsx';
import { moneyWheelPose } from './money-wheel/wheel-pose.ts';
import type { RoomView } from './room-state.ts';
import { RouletteWheel } from '../shared/table/roulette-wheel.tsx';
import { spinPose } from '../shared/table/wheel-pose.ts';
import { phaseElapsedMs } from './timing.ts';

export interface BlackjackStageProps {
  holders: readonly LiveSeatHolder[];
  ownSeat: number | null;
  offers: (seat: number) => SeatOffer | null;
  onSeat: (seat: number, offer: SeatOffer) => void;
  disabled: boolean;
  rack: readonly number[];
}

/** The table under the camera: the wheel or the cards, drawn from the room at server time `now`. */
export function Stage({
  room,
  timing,
  now,
  lang,
  text,
  games,
  blackjack,
}: {
  room: RoomView;
  timing: LiveTableTiming;
  now: number;
  lang: Lang;
  text: LiveDictionary;
  games: LiveGamesDictionary;
  blackjack: BlackjackStageProps;
}) {
  const elapsed = phaseElapsedMs(room, timing, now);
  const shown = room.phase === 'draw' || room.phase === 'decision' || room.phase === 'result';
  const result = shown ? room.result : null;
  const last = room.recent[0]?.result ?? null;

  switch (room.game) {
    case 'roulette': {
      const pocket = result?.game === 'roulette' ? result.pocket : null;
      const resting = last?.game === 'roulette' ? last.pocket : 0;
      const pose =
        room.phase === 'draw' && pocket !== null
          ? spinPose(pocket, now - elapsed, timing.drawMs, now)
          : spinPose(pocket ?? resting, Number.NEGATIVE_INFINITY, timing.drawMs, now);
      const color =
        pocket === null ? null : text.colors[result?.game === 'roulette' ? result.color : 'green'];
      return (
        <div className="stage__scene stage__scene--wheel">
          <RouletteWheel
            pose={pose}
            lit={pose.landed ? (pocket ?? resting) : null}
            label={
              pose.landed && pocket !== null && color
                ? games.roulette.ballIn(pocket, color)
                : games.roulette.wheel
            }
          />
        </div>
      );
    }
    case 'baccarat': {
      const coup = result?.game === 'baccarat' ? result.coup : null;
      const dealt = coup
        ? dealtAt(coup, timing.drawMs, room.phase === 'draw' ? elapsed : Number.POSITIVE_INFINITY)
        : null;
      return (
        <div className="stage__scene">
          <BaccaratFelt
            dealt={dealt}
            winner={dealt?.complete && room.phase === 'result' && coup ? coup.winner : null}
            text={text}
            games={games}
          />
        </div>
      );
    }
    case 'money-wheel': {
      const wheel = result?.game === 'money-wheel' ? result.wheel : null;
      const from = last?.game === 'money-wheel' ? (last.wheel.stops.at(-1) ?? 0) : 0;
      const pose = wheel
        ? moneyWheelPose(
            wheel.stops,
            from,
            timing.drawMs,
            room.phase === 'draw' ? elapsed : Number.POSITIVE_INFINITY,
          )
        : moneyWheelPose([], from, timing.drawMs, 0);
      const lit = pose.settled ? (wheel ? (wheel.stops[pose.spin] ?? null) : from) : null;
      return (
        <div className="stage__scene stage__scene--wheel">
          <MoneyWheel angle={pose.angle} lit={lit} label={games.moneyWheel.wheel} />
        </div>
      );
    }
    case 'casino-holdem': {
      const view = result?.game === 'casino-holdem' ? result.cards : null;
      const phase =
        room.phase === 'draw' || room.phase === 'decision' || room.phase === 'result'
          ? room.phase
          : null;
      const cards =
        view && phase
          ? holdemCardsAt(view, phase, elapsed)
          : {
              player: [null, null],
              dealer: [null, null],
              board: [null, null, null, null, null],
              showdown: false,
            };
      return (
        <div className="stage__scene">
          <HoldemFelt cards={cards} showdown={view?.showdown ?? null} text={text} games={games} />
        </div>
      );
    }
    case 'blackjack': {
      const table = result?.game === 'blackjack' ? result.table : null;
      return (
        <div className="stage__scene">
          <BlackjackFelt
            table={table}
            holders={blackjack.holders}
            ownSeat={blackjack.ownSeat}
            activeSeat={room.turn?.kind === 'seat' ? room.turn.seat : null}
            offers={blackjack.offers}
            onSeat={blackjack.onSeat}
            disabled={blackjack.disabled}
            rack={blackjack.rack}
            lang={lang}
            text={text}
            games={games}
          />
        </div>
      );
    }
  }
}
