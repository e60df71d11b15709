import { NOTIFICATION_TIMEOUT_MS } from '@lale/contract/constants';
import { navigateTo } from '../navigation/navigator.ts';
import { paths } from '../routes/paths.ts';
import { setMaintenanceFlag } from '../store/app-actions.ts';
import { useAppStore } from '../store/app-store.ts';
import { showMessageToast } from '../ui/toast.ts';

/**
 * SPEC §4/§8: a maintenance answer stores the flag, shows ONE error toast and routes to the
 * maintenance page. Calls failing together all land here; only the first one acts, because
 * the flag is already set for the others.
 */
export function enterMaintenance(): void {
  if (useAppStore.getState().siteUnderMaintenance) return;
  setMaintenanceFlag(true);
  // Longer than a reply toast so the player can read it after the page change.
  showMessageToast('maintenance_toast', 'negative', NOTIFICATION_TIMEOUT_MS);
  if (window.location.pathname !== paths.maintenance)
    void navigateTo(paths.maintenance, { replace: true });
}

/** The site is up again: forget the flag (the maintenance page then goes home). */
export function leaveMaintenance(): void {
  if (useAppStore.getState().siteUnderMaintenance) setMaintenanceFlag(false);
}
