import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useMessage } from '../../../shared/i18n/translate-message.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { showToast } from '../../../shared/ui/toast.ts';
import { initGameQuery } from '../api/init-game.ts';
import { beginLaunch, setCurrentGame } from './current-game.ts';
import { failureDestination, launchOutcome } from './launch-outcome.ts';
import type { LaunchOutcome } from './launch-outcome.ts';
import type { PlayTarget } from './launch-target.ts';

const UNREACHABLE = { ok: false, key: 'provider_unreachable', message: '' } as const;

/**
 * Launches the target (SPEC §2/§8): the current game clears first when it is another one; a
 * failure says why, and a failed live launch returns to the saved address or home, a failed
 * virtual launch goes home.
 */
export function useLaunch(
  target: PlayTarget,
  label: { name: string | null; providerName: string | null },
  tournamentId: number | null = null,
) {
  const message = useMessage();
  const navigate = useNavigate();
  const { data: reply, error } = useQuery(initGameQuery(target, tournamentId));
  const outcome: LaunchOutcome | null = reply ? launchOutcome(reply) : error ? UNREACHABLE : null;
  const errorText =
    outcome && !outcome.ok ? (outcome.key ? message(outcome.key) : outcome.message) : '';

  useEffect(() => beginLaunch(target.kind, target.id), [target.kind, target.id]);

  useEffect(() => {
    if (!outcome) return;
    if (outcome.ok) {
      // A product of the site itself (virtual sports) opens its own page, not a frame.
      if (/^\/(?!\/|games\/)/.test(outcome.url)) {
        void navigate(outcome.url, { replace: true });
        return;
      }
      setCurrentGame({
        kind: target.kind,
        id: target.id,
        name: label.name ?? outcome.name ?? '',
        providerName: label.providerName ?? outcome.providerName ?? null,
      });
      return;
    }
    showToast({ tone: 'negative', message: errorText });
    const destination = failureDestination(target.kind, useAppStore.getState().returnUrl);
    if (destination) void navigate(destination, { replace: true });
    // Once per launch result; the label and texts of that moment are the ones wanted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reply, error]);

  return { outcome, errorText };
}
