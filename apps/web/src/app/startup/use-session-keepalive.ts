import { useEffect } from 'react';
import { PING_INTERVAL_MS, pingSession } from '../../shared/session/keepalive.ts';
import { useAppStore } from '../../shared/store/app-store.ts';

/** SPEC §7 system ping every few minutes while a session is stored. */
export function useSessionKeepalive(): void {
  const hasSession = useAppStore((state) => state.userSession !== null);
  useEffect(() => {
    if (!hasSession) return;
    const handle = window.setInterval(() => void pingSession(), PING_INTERVAL_MS);
    return () => window.clearInterval(handle);
  }, [hasSession]);
}
