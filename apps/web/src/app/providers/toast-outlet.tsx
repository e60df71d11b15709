import { Component, lazy, Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';

const loadToastContainer = () =>
  import('../../shared/ui/toast-container.tsx').then((m) => ({ default: m.ToastContainer }));
let ToastContainer = lazy(loadToastContainer);

/** A fresh lazy component for another try: React keeps a failed one failed. */
function loadAgain(): void {
  ToastContainer = lazy(loadToastContainer);
}

/**
 * Mounts the toast container once the first screen is done (browser idle, two seconds at the
 * latest) and the browser is online: its code stays off the start-up path. Toasts raised
 * before then wait in the notifications store and show as it mounts.
 */
export function ToastOutlet() {
  const [ready, setReady] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const show = () => {
      if (navigator.onLine) setReady(true);
      else window.addEventListener('online', () => setReady(true), { once: true });
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(show, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(show, 200);
    return () => window.clearTimeout(handle);
  }, []);
  if (!ready) return null;
  return (
    <CodeFailure
      key={attempt}
      retry={() => {
        loadAgain();
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={null}>
        <ToastContainer />
      </Suspense>
    </CodeFailure>
  );
}

interface CodeFailureProps {
  retry: () => void;
  children: ReactNode;
}

/**
 * The container's code can fail to arrive (the connection dropped as it loaded). That must not
 * take the page down with it: it tries again once the browser is back online.
 */
class CodeFailure extends Component<CodeFailureProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    window.addEventListener('online', this.props.retry, { once: true });
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.props.retry);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
