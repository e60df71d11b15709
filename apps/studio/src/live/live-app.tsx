import { common } from '../i18n/common.ts';
import { ErrorBanner } from '../shared/ui/error-banner.tsx';
import type { TableLive } from './live.ts';
import { LiveRoom } from './live-room.tsx';
import { useLiveSession } from './live-session.ts';

/** The live table page: opens the session and the table's state, then the room. */
export function LiveApp({ live }: { live: TableLive }) {
  const session = useLiveSession();
  const t = common[session.lang];
  if (session.status !== 'ready' || !session.initial) {
    return (
      <div className="live-page live-page--loading">
        <ErrorBanner error={session.error} onClose={session.clearError} closeLabel={t.close} />
        {session.status === 'loading' && (
          <p role="status" className="live-loading">
            {t.loading}
          </p>
        )}
      </div>
    );
  }
  return <LiveRoom session={session} initial={session.initial} live={live} title={null} />;
}
