import type { Lang } from '../i18n/lang.ts';
import type { LiveGamesDictionary } from '../i18n/live-games.ts';
import type { LiveDictionary } from '../i18n/live.ts';
import { Roads } from './baccarat/roads.tsx';
import { MoneyWheelOdds } from './money-wheel/money-wheel-spots.tsx';
import type { RoomView } from './room-state.ts';
import { HotAndCold } from './roulette/hot-cold.tsx';

/** The table's statistics beside it (hot and cold, roads, odds) and the round's fairness. */
export function SidePanels({
  room,
  lang,
  text,
  games,
}: {
  room: RoomView;
  lang: Lang;
  text: LiveDictionary;
  games: LiveGamesDictionary;
}) {
  return (
    <>
      {/* Before the first spin every number would be both hot and cold, at 0. */}
      {room.hotAndCold && room.hotAndCold.spins > 0 && (
        <HotAndCold stats={room.hotAndCold} games={games} />
      )}
      {room.roads && <Roads roads={room.roads} games={games} />}
      {room.game === 'money-wheel' && <MoneyWheelOdds lang={lang} games={games} />}
      {room.round && (
        <details className="panel fairness">
          <summary>
            {text.round(room.round.roundNumber)} · {text.roundHash}
          </summary>
          <p>
            <code>{room.round.serverSeedHash}</code>
          </p>
          {room.round.serverSeed && (
            <p>
              {text.revealedSeed}: <code>{room.round.serverSeed}</code>
            </p>
          )}
        </details>
      )}
    </>
  );
}
