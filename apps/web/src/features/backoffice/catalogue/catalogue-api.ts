import type { BackofficeBody } from '@lale/contract/backoffice/routes';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { showReplyToast } from '../../../shared/ui/toast.ts';
import { backoffice } from '../api/backoffice-client.ts';

const key = ['backoffice', 'catalogue'] as const;

export const providersQuery = () =>
  queryOptions({
    queryKey: [...key, 'providers'],
    queryFn: () => backoffice.call('catalogue.providers'),
  });

export const categoriesQuery = () =>
  queryOptions({
    queryKey: [...key, 'categories'],
    queryFn: () => backoffice.call('catalogue.categories'),
  });

export const tablesQuery = () =>
  queryOptions({
    queryKey: [...key, 'tables'],
    queryFn: () => backoffice.call('catalogue.tables'),
  });

export interface GamesFilter {
  categoryId: number | null;
  q: string;
  offset: number;
}

export const gamesQuery = (filter: GamesFilter) =>
  queryOptions({
    queryKey: [...key, 'games', filter],
    queryFn: () =>
      backoffice.call('catalogue.games', {
        query: {
          limit: 50,
          offset: filter.offset,
          categoryId: filter.categoryId || undefined,
          q: filter.q || undefined,
        },
      }),
  });

/** The catalogue's changes, by their names in the contract. */
type CatalogueChange =
  | 'catalogue.setProvider'
  | 'catalogue.setCategory'
  | 'catalogue.setTable'
  | 'catalogue.setGame'
  | 'catalogue.setMembership'
  | 'catalogue.move';

/** A catalogue change: posted, its message toasted only when refused, then the lists re-read. */
export function useCatalogueChange<N extends CatalogueChange>(name: N) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BackofficeBody<N>) => backoffice.send(name, input),
    onSuccess: (reply) => {
      if (!reply.result) showReplyToast(reply);
      return client.invalidateQueries({ queryKey: key });
    },
  });
}
