import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { navigateTo } from '../../../shared/navigation/navigator.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { logout } from '../../../shared/session/logout.ts';
import {
  acknowledgeRealityCheck,
  type RealityCheckAnswer,
} from '../api/acknowledge-reality-check.ts';
import { sessionSummaryQuery } from '../api/session-summary.ts';
import { useRealityCheck } from '../lib/use-reality-check.ts';
import { RealityCheckDialog } from './reality-check-dialog.tsx';

/**
 * While a player is signed in: the reality check at the chosen interval, and the end of the
 * session when its time limit is reached.
 */
export function SessionWatch() {
  const client = useQueryClient();
  const { data: reply } = useQuery(sessionSummaryQuery());
  const summary = reply?.result ? reply.data : null;
  const refresh = useCallback(
    () => void client.invalidateQueries({ queryKey: sessionSummaryQuery().queryKey }),
    [client],
  );
  const { dueAt, answered } = useRealityCheck(summary, refresh);
  const [busy, setBusy] = useState(false);
  useSessionLimitEnd(summary?.sessionEndsAt ?? null, refresh);

  if (!summary || dueAt === null) return null;
  const answer = async (action: RealityCheckAnswer) => {
    setBusy(true);
    try {
      await acknowledgeRealityCheck(action).catch(() => undefined);
    } finally {
      setBusy(false);
    }
    answered();
    if (action === 'history') await navigateTo(`${paths.profile}?tab=history`);
    if (action === 'logout') await logout();
  };
  return (
    <RealityCheckDialog summary={summary} at={dueAt} busy={busy} onAnswer={(a) => void answer(a)} />
  );
}

/**
 * The session's time limit: when it ends the summary is asked again, and the server's refusal
 * (rg_session_limit_reached) signs the player out with its message (the app's reply rules).
 */
function useSessionLimitEnd(endsAt: string | null, refresh: () => void) {
  useEffect(() => {
    if (!endsAt) return;
    const timer = window.setTimeout(refresh, Math.max(0, Date.parse(endsAt) - Date.now()) + 1000);
    return () => window.clearTimeout(timer);
  }, [endsAt, refresh]);
}
