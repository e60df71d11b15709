import { useEffect, useState } from 'react';
import { getLiveClient } from '../../../shared/live/live-connection.ts';
import { setPresence, takeLivePass } from './support-console-api.ts';

const HEARTBEAT_MS = 30_000;

/**
 * While the console is open: the live channel gets the operator's pass (then reconnects to
 * show it), and the operator is announced available every 30 s unless they switch it off.
 * Leaving the console says so at once.
 */
export function useConsolePresence() {
  const [available, setAvailable] = useState(true);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void takeLivePass().then(() => {
      if (cancelled) return;
      getLiveClient().reconnect();
      setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    void setPresence(available);
    const timer = setInterval(() => void setPresence(available), HEARTBEAT_MS);
    return () => clearInterval(timer);
  }, [available]);

  useEffect(() => () => void setPresence(false), []);

  return { available, setAvailable, ready };
}
