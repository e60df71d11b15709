import { SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BetHistory } from './history/bet-history.tsx';
import { TransactionsHistory } from './history/transactions-history.tsx';

/** finance list_categories ids: what each history lists. */
const KINDS = {
  recent: { category: 0, preset: 'last-7-day', fixed: true },
  finance: { category: 2, preset: 'last-90-day', fixed: false },
  game: { category: 1, preset: 'last-30-day', fixed: false },
  bonus: { category: 3, preset: 'last-90-day', fixed: false },
  // Sports coupons (betframe getCoupons), not a finance category.
  bets: { category: null, preset: 'last-30-day', fixed: false },
} as const;
type Kind = keyof typeof KINDS;

/** Account histories: the last 7 days of every movement, then finance, game and bonus. */
export function HistoryPanel() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind>('recent');
  const shown = KINDS[kind];
  return (
    <Stack gap="md">
      <SegmentedControl
        value={kind}
        onChange={(value) => setKind(value as Kind)}
        data={(Object.keys(KINDS) as Kind[]).map((value) => ({
          value,
          label: t(`history.kinds.${value}`),
        }))}
        data-testid="history-kinds"
        fullWidth
      />
      {shown.category === null ? (
        <BetHistory key={kind} initialPreset={shown.preset} />
      ) : (
        <TransactionsHistory
          key={kind}
          category={shown.category}
          initialPreset={shown.preset}
          fixedPreset={shown.fixed}
        />
      )}
    </Stack>
  );
}
