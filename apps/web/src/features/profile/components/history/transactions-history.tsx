import type { DatePreset } from '@lale/contract/constants';
import { Stack } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { transactionsPagesQuery } from '../../api/transactions-pages.ts';
import { PagedHistory } from './paged-history.tsx';
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
  const [preset, setPreset] = useState<DatePreset>(initialPreset);
  const query = useInfiniteQuery(transactionsPagesQuery({ category, preset }));
  return (
    <Stack gap="md">
      {!fixedPreset && <PresetSelect value={preset} onChange={setPreset} />}
      <PagedHistory query={query}>{(rows) => <TransactionsTable rows={rows} />}</PagedHistory>
    </Stack>
  );
}
