import type { PlayerResponsibleGaming, PlayerSearchHit } from '@lale/contract/backoffice-players';
import { queryOptions } from '@tanstack/react-query';
import { backofficeRequest } from '../api/backoffice-api.ts';

export const playerSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['backoffice', 'players', 'search', q],
    queryFn: () =>
      backofficeRequest<{ items: PlayerSearchHit[] }>('GET', `/players?q=${encodeURIComponent(q)}`),
    enabled: q.length > 0,
  });

export const playerRecordQuery = (uid: number) =>
  queryOptions({
    queryKey: ['backoffice', 'players', 'record', uid],
    queryFn: () =>
      backofficeRequest<PlayerResponsibleGaming>('GET', `/players/${uid}/responsible-gaming`),
    enabled: uid > 0,
  });
