import { useGameSession } from '../shared/session/use-game-session.ts';
import { SessionGate } from '../shared/ui/session-gate.tsx';
import type { TableLive } from './live.ts';
import { LiveRoom } from './live-room.tsx';
import { tableOpening } from './table-opening.ts';

/** The live table page: opens the session and the table's state, then the room. */
export function LiveApp({ live }: { live: TableLive }) {
  const session = useGameSession('live', tableOpening);
  return (
    <SessionGate
      session={session}
      pageClass="live-page live-page--loading"
      loadingClass="live-loading"
    >
      {(initial) => <LiveRoom session={session} initial={initial} live={live} title={null} />}
    </SessionGate>
  );
}
