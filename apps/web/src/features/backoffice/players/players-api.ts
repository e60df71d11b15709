import { queryOptions } from '@tanstack/react-query';
import { backoffice } from '../api/backoffice-client.ts';

export const playerSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['backoffice', 'players', 'search', q],
    queryFn: () => backoffice.call('players.search', { query: { q } }),
    enabled: q.length > 0,
  });

export const playerRecordQuery = (uid: number) =>
  queryOptions({
    queryKey: ['backoffice', 'players', 'record', uid],
    queryFn: () => backoffice.call('players.responsibleGaming', { params: { uid } }),
    enabled: uid > 0,
  });
