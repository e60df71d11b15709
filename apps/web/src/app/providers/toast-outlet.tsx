import { lazy, Suspense, useEffect, useState } from 'react';

const ToastContainer = lazy(() =>
  import('../../shared/ui/toast-container.tsx').then((m) => ({ default: m.ToastContainer })),
);

/**
 * Mounts the toast container once the first screen is done (browser idle, two seconds at the
 * latest): its code stays off the start-up path. Toasts raised before then wait in the
 * notifications store and show as it mounts.
 */
export function ToastOutlet() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => setReady(true);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(show, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(show, 200);
    return () => window.clearTimeout(handle);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
