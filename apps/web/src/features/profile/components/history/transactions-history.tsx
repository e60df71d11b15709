import type { DatePreset } from '@lale/contract/constants';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allItems } from '../../../../shared/api/paging.ts';
import { useMessage } from '../../../../shared/i18n/translate-message.ts';
import { QueryView } from '../../../../shared/ui/query-view.tsx';
import { transactionsPagesQuery } from '../../api/transactions-pages.ts';
import { PresetSelect } from './preset-select.tsx';
import { TransactionsTable } from './transactions-table.tsx';

/**
 * One history (all movements, finance, games or bonus): a date preset, the table, and
 * "show more" appending the next 10 until every row of the window is shown.
 */
export function TransactionsHistory({
  category,
  initialPreset,
  fixedPreset = false,
}: {
  category: number;
  initialPreset: DatePreset;
  /** The recent-account view keeps its 7 days. */
  fixedPreset?: boolean;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const [preset, setPreset] = useState<DatePreset>(initialPreset);
  const query = useInfiniteQuery(transactionsPagesQuery({ category, preset }));
  const total = query.data?.pages[0]?.total ?? 0;
  return (
    <Stack gap="md">
      {!fixedPreset && <PresetSelect value={preset} onChange={setPreset} />}
      <QueryView query={query} isEmpty={() => total === 0} empty={{ title: message('no_results') }}>
        {(loaded) => {
          const rows = allItems(loaded.pages);
          return (
            <Stack gap="sm">
              <TransactionsTable rows={rows} />
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
    </Stack>
  );
}
