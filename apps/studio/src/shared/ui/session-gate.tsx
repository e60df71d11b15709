import type { ReactNode } from 'react';
import type { Opening } from '../session/opening.ts';
import type { GameSession } from '../session/use-game-session.ts';
import { ErrorBanner } from './error-banner.tsx';

interface Props<S extends Opening> {
  session: GameSession<S>;
  /** The page's frame and its loading line while the session opens or after it failed. */
  pageClass: string;
  loadingClass: string;
  children: (initial: S) => ReactNode;
}

/** A page drawn from its opening state: until the session is open, its loading line or error. */
export function SessionGate<S extends Opening>({
  session,
  pageClass,
  loadingClass,
  children,
}: Props<S>) {
  if (session.status === 'ready' && session.initial) return children(session.initial);
  const { t } = session;
  return (
    <div className={pageClass}>
      <ErrorBanner error={session.error} onClose={session.clearError} closeLabel={t.close} />
      {session.status === 'loading' && (
        <p role="status" className={loadingClass}>
          {t.loading}
        </p>
      )}
    </div>
  );
}
