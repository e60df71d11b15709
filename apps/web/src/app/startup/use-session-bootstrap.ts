import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { balanceQuery } from '../../shared/api/balance.ts';
import {
  groupedCashMethodsQuery,
  highlightedCashMethodsQuery,
} from '../../shared/api/cash-methods.ts';
import { favoriteSlotListQuery, favoriteTableListQuery } from '../../shared/api/favorite-lists.ts';
import { useUserProfile } from '../../shared/api/user-profile.ts';
import { mergeProfile } from '../../shared/session/session-actions.ts';
import { useAppStore } from '../../shared/store/app-store.ts';

/**
 * SPEC §4 startup: with a session, load the profile (names for the avatar, 2FA status), the
 * deposit and withdrawal methods, the highlighted deposit methods, the balance and the
 * favourite slots and tables. Methods whose issue has not landed answer
 * 'not_available_yet'; a prefetch keeps that to itself.
 */
export function useSessionBootstrap(): void {
  const { data } = useUserProfile();
  const uid = useAppStore((state) => state.userSession?.uid ?? state.userAuth?.uid ?? null);
  const client = useQueryClient();
  useEffect(() => {
    if (data) mergeProfile(data);
  }, [data]);
  useEffect(() => {
    if (uid === null) return;
    void client.prefetchQuery(groupedCashMethodsQuery(1));
    void client.prefetchQuery(groupedCashMethodsQuery(2));
    void client.prefetchQuery(highlightedCashMethodsQuery(1));
    void client.prefetchQuery(balanceQuery());
    void client.prefetchQuery(favoriteSlotListQuery());
    void client.prefetchQuery(favoriteTableListQuery());
  }, [client, uid]);
}
