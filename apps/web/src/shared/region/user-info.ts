import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import { IP_INFO_PATH, type IpInfo } from '@lale/contract/geo';
import { requestJson } from '../rpc/transport.ts';

/** SPEC §3 client state `userInfo`: the IP look-up of SPEC §7, answered by our own server. */
export const userInfoStore = createStore<{ userInfo: IpInfo | null }>()(() => ({
  userInfo: null,
}));

async function getIpInfo(): Promise<IpInfo | null> {
  const { body } = await requestJson(IP_INFO_PATH, {
    method: 'GET',
    headers: { Accept: 'application/json' },
  });
  const envelope = body as { result?: unknown; data?: IpInfo } | null;
  return envelope?.result === true && envelope.data ? envelope.data : null;
}

/**
 * The look-up, kept in `userInfo`; asked again when the player signs in or out, since a
 * player who declared northern Cyprus is restricted wherever they are.
 */
export function useUserInfo(signedIn: boolean): IpInfo | null {
  const { data } = useQuery({
    queryKey: ['ip-info', signedIn],
    queryFn: getIpInfo,
    staleTime: 5 * 60_000,
  });
  useEffect(() => {
    if (data !== undefined) userInfoStore.setState({ userInfo: data });
  }, [data]);
  const stored = () => userInfoStore.getState().userInfo;
  return useSyncExternalStore(userInfoStore.subscribe, stored, stored);
}
