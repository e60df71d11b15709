import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../../shared/query/query-client.ts';
import type { Lobby } from '../../../shared/routes/paths.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { prefetchLobby } from './prefetch-lobby.ts';

/**
 * The lobby routes' loader: it loads beside the page's code and starts the tabs and the first
 * 48 of the page in the URL before the page renders. It never waits.
 */
export const lobbyLoader =
  (lobby: Lobby) =>
  ({ request }: LoaderFunctionArgs): null => {
    const { pathname } = new URL(request.url);
    void prefetchLobby(queryClient, lobby, pathname, useAppStore.getState().userLanguage);
    return null;
  };
