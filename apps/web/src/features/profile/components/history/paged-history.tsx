import { Button, Group, Stack, Text } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { allItems, type ListPage } from '../../../../shared/api/paging.ts';
import { useMessage } from '../../../../shared/i18n/translate-message.ts';
import { QueryView } from '../../../../shared/ui/query-view.tsx';

/**
 * A history's pages: the rows loaded so far (drawn by `children`), "n of total shown", and
 * "show more" appending the next page; the empty message when the window has no row.
 */
export function PagedHistory<T>({
  query,
  children,
}: {
  query: UseInfiniteQueryResult<InfiniteData<ListPage<T>>>;
  children: (rows: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const total = query.data?.pages[0]?.total ?? 0;
  return (
    <QueryView query={query} isEmpty={() => total === 0} empty={{ title: message('no_results') }}>
      {(loaded) => {
        const rows = allItems(loaded.pages);
        return (
          <Stack gap="sm">
            {children(rows)}
            <Group justify="space-between">
              <Text size="sm" c="dimmed" data-testid="history-count">
                {t('history.shown', { shown: rows.length, total })}
              </Text>
              {query.hasNextPage && (
                <Button
                  variant="light"
                  loading={query.isFetchingNextPage}
                  onClick={() => void query.fetchNextPage()}
                  data-testid="history-more"
                >
                  {t('history.loadMore')}
                </Button>
              )}
            </Group>
          </Stack>
        );
      }}
    </QueryView>
  );
}
