import { onlineManager } from '@tanstack/react-query';
import { setNetworkDown } from '../store/app-actions.ts';

/** When the browser is back online, forget the last failure; the next request will tell. */
export function syncNetworkStatus(): () => void {
  return onlineManager.subscribe((online) => {
    if (online) setNetworkDown(false);
  });
}
