import type { LiveTableKind } from '@lale/contract/live-tables/kinds';
import type { LiveOwnBets } from '@lale/contract/live-tables/replies';
import type { LiveSeatAction } from '@lale/contract/live-tables/requests';
import type { Lang } from '../i18n/lang.ts';
import type { LiveGamesDictionary } from '../i18n/live-games.ts';
import type { LiveDictionary } from '../i18n/live.ts';
import type { RouletteDictionary } from '../i18n/roulette.ts';
import { BaccaratSpots } from './baccarat/baccarat-spots.tsx';
import { BlackjackControls } from './blackjack/blackjack-controls.tsx';
import { HoldemControls } from './holdem/holdem-controls.tsx';
import { MoneyWheelSpots } from './money-wheel/money-wheel-spots.tsx';
import type { RoomView } from './room-state.ts';
import { RouletteLayout } from '../shared/table/roulette-layout.tsx';

export interface BetAreaProps {
  kind: LiveTableKind;
  room: RoomView;
  own: LiveOwnBets | null;
  totals: ReadonlyMap<string, number>;
  rack: readonly number[];
  chip: number;
  open: boolean;
  pending: boolean;
  onSpot: (spot: string, label: string) => void;
  onAnte: (ante: number, bonus: number) => void;
  onDecide: (decision: 'call' | 'fold') => void;
  seatActions: readonly LiveSeatAction[];
  onAct: (action: LiveSeatAction) => void;
  insurance: boolean;
  onInsure: (accept: boolean) => void;
  lang: Lang;
  text: LiveDictionary;
  games: LiveGamesDictionary;
  rouletteText: RouletteDictionary;
}

/** Where the player bets: the layout of the table's game, or its decisions. */
export function BetArea(props: BetAreaProps) {
  const { room, totals, rack, open, onSpot, lang, text, games } = props;
  const result = room.phase === 'result' ? room.result : null;
  switch (room.game) {
    case 'roulette':
      return (
        <RouletteLayout
          totals={totals}
          rack={rack}
          onSpot={onSpot}
          disabled={!open}
          winning={result?.game === 'roulette' ? result.pocket : null}
          lang={lang}
          text={text}
          rouletteText={props.rouletteText}
        />
      );
    case 'baccarat': {
      const coup = result?.game === 'baccarat' ? result.coup : null;
      const winners = new Set<string>(
        coup
          ? [
              coup.winner,
              ...(coup.playerPair ? ['playerPair'] : []),
              ...(coup.bankerPair ? ['bankerPair'] : []),
            ]
          : [],
      );
      return (
        <BaccaratSpots
          totals={totals}
          rack={rack}
          onSpot={onSpot}
          disabled={!open}
          commission={props.kind !== 'no-commission-baccarat'}
          winners={winners}
          lang={lang}
          text={text}
          games={games}
        />
      );
    }
    case 'money-wheel':
      return (
        <MoneyWheelSpots
          totals={totals}
          rack={rack}
          onSpot={onSpot}
          disabled={!open}
          winning={result?.game === 'money-wheel' ? result.wheel.number : null}
          lang={lang}
          text={text}
          games={games}
        />
      );
    case 'casino-holdem':
      return (
        <HoldemControls
          own={props.own?.game === 'casino-holdem' ? props.own : null}
          phase={room.phase}
          canDecide={room.phase === 'decision' && room.turn?.kind === 'call'}
          chip={props.chip}
          rack={rack}
          pending={props.pending}
          onAnte={props.onAnte}
          onDecide={props.onDecide}
          lang={lang}
          games={games}
        />
      );
    case 'blackjack':
      return (
        <BlackjackControls
          actions={props.seatActions}
          onAct={props.onAct}
          insurance={props.insurance}
          onInsure={props.onInsure}
          pending={props.pending}
          games={games}
        />
      );
  }
}
