import {
  LIVE_PROVIDER_STATUS_FOR_RID,
  PAGE_SIZE,
  RID_WITH_LIVE_STATUS_FILTER,
} from '@lale/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../../../shared/rpc/call.ts';
import type { Lobby } from '../../../shared/routes/paths.ts';
import { useIsSignedIn } from '../../../shared/session/session-actions.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';

/** Provider lists need a session (SPEC §6); a rid of 20 asks live providers with status 2. */
export const providersQuery = (lobby: Lobby, rid: number | null) =>
  queryOptions({
    queryKey: ['user', lobby === 'slot' ? 'casino' : 'livecasino', 'provider_list', rid],
    queryFn: ({ signal }) => {
      if (lobby === 'slot')
        return callData(
          'casino',
          'provider_list',
          { limit: PAGE_SIZE.casinoProviders, offset: 0 },
          { signal },
        );
      const status = rid === RID_WITH_LIVE_STATUS_FILTER ? LIVE_PROVIDER_STATUS_FOR_RID : undefined;
      return callData(
        'livecasino',
        'provider_list',
        { limit: PAGE_SIZE.live, offset: 0, ...(status ? { status } : {}) },
        { signal },
      );
    },
    staleTime: 10 * 60_000,
  });

export function useProviders(lobby: Lobby) {
  const signedIn = useIsSignedIn();
  const rid = useAppStore((state) => state.ridValue);
  return useQuery({ ...providersQuery(lobby, rid), enabled: signedIn });
}
