import type {
  CatalogueCategoryView,
  CatalogueGamesPage,
  CatalogueProviderView,
  CatalogueTableView,
} from '@lale/contract/backoffice-catalogue';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { showReplyToast } from '../../../shared/ui/toast.ts';
import { backofficeRequest } from '../api/backoffice-api.ts';

const key = ['backoffice', 'catalogue'] as const;

export const providersQuery = () =>
  queryOptions({
    queryKey: [...key, 'providers'],
    queryFn: () =>
      backofficeRequest<{ items: CatalogueProviderView[] }>('GET', '/catalogue/providers'),
  });

export const categoriesQuery = () =>
  queryOptions({
    queryKey: [...key, 'categories'],
    queryFn: () =>
      backofficeRequest<{ items: CatalogueCategoryView[] }>('GET', '/catalogue/categories'),
  });

export const tablesQuery = () =>
  queryOptions({
    queryKey: [...key, 'tables'],
    queryFn: () => backofficeRequest<{ items: CatalogueTableView[] }>('GET', '/catalogue/tables'),
  });

export interface GamesFilter {
  categoryId: number | null;
  q: string;
  offset: number;
}

export const gamesQuery = (filter: GamesFilter) =>
  queryOptions({
    queryKey: [...key, 'games', filter],
    queryFn: () => {
      const params = new URLSearchParams({ limit: '50', offset: String(filter.offset) });
      if (filter.categoryId) params.set('categoryId', String(filter.categoryId));
      if (filter.q) params.set('q', filter.q);
      return backofficeRequest<CatalogueGamesPage>('GET', `/catalogue/games?${params}`);
    },
  });

/** A catalogue change: posted, its message toasted only when refused, then the lists re-read. */
export function useCatalogueChange<I>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => backofficeRequest<unknown>('POST', `/catalogue${path}`, input),
    onSuccess: (reply) => {
      if (!reply.result) showReplyToast(reply);
      return client.invalidateQueries({ queryKey: key });
    },
  });
}
