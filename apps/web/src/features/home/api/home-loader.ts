import { queryClient } from '../../../shared/query/query-client.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { prefetchHome } from './home-rows.ts';

/**
 * The home route's loader: it loads beside the page's code and starts the first requests
 * before the page renders. It never waits; the page shows its own loading states.
 */
export function homeLoader(): null {
  void prefetchHome(queryClient, useAppStore.getState().userLanguage);
  return null;
}
