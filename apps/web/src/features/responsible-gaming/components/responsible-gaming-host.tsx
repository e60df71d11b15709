import { lazy, Suspense } from 'react';
import { useAppStore } from '../../../shared/store/app-store.ts';

/** Guests never load the reality check, its dialog or the session-limit watch. */
const SessionWatch = lazy(() =>
  import('./session-watch.tsx').then((m) => ({ default: m.SessionWatch })),
);

/** Mounted once in the app shell, around every page. */
export function ResponsibleGamingHost() {
  const signedIn = useAppStore((state) => state.userSession !== null);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <SessionWatch />
    </Suspense>
  );
}
