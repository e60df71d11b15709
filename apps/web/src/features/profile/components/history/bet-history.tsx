import type { DatePreset } from '@lale/contract/constants';
import type { Coupon } from '@lale/contract/methods/sportsbook';
import { Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../../shared/lib/format.ts';
import { useAppStore } from '../../../../shared/store/app-store.ts';
import { ResponsiveTable, type ResponsiveColumn } from '../../../../shared/ui/responsive-table.tsx';
import { couponsPagesQuery, type CouponStatusFilter } from '../../api/coupons-pages.ts';
import { CouponLegs } from './coupon-legs.tsx';
import { PagedHistory } from './paged-history.tsx';
import { PresetSelect } from './preset-select.tsx';

const FILTERS: CouponStatusFilter[] = ['all', 'open', 'closed', 'win', 'lost'];
const STATUS_COLOR = { open: 'blue', win: 'teal', lost: 'red' } as const;

/**
 * Bet history (betframe getCoupons, SPEC §3's columns): status and date filters, "show more"
 * paging, and a row opening into the coupon's legs with cash-out for open coupons.
 */
export function BetHistory({ initialPreset }: { initialPreset: DatePreset }) {
  const { t } = useTranslation();
  const [preset, setPreset] = useState<DatePreset>(initialPreset);
  const [status, setStatus] = useState<CouponStatusFilter>('all');
  const query = useInfiniteQuery(couponsPagesQuery({ status, preset }));
  return (
    <Stack gap="md" data-testid="bet-history">
      <Group align="flex-end" gap="md" wrap="wrap">
        <PresetSelect value={preset} onChange={setPreset} />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('betHistory.filter')}
          </Text>
          <SegmentedControl
            value={status}
            onChange={(value) => setStatus(value as CouponStatusFilter)}
            data={FILTERS.map((value) => ({ value, label: t(`betHistory.filters.${value}`) }))}
            data-testid="bet-history-status"
          />
        </Stack>
      </Group>
      <PagedHistory query={query}>{(rows) => <CouponsTable rows={rows} />}</PagedHistory>
    </Stack>
  );
}

function CouponsTable({ rows }: { rows: Coupon[] }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const [open, setOpen] = useState<number | null>(null);
  const money = (value: number) => formatMoney(value, 'TRY', lang);
  const betType = (value: string) => {
    const [kind = '', size = ''] = value.split(' ');
    if (kind === 'system') return t('betHistory.betTypes.system', { size });
    if (kind === 'single' || kind === 'combination') return t(`betHistory.betTypes.${kind}`);
    return value;
  };
  const detailId = (row: Coupon) => `coupon-${row.id}-legs`;
  const columns: ResponsiveColumn<Coupon>[] = [
    {
      key: 'date',
      header: t('betHistory.columns.date'),
      cell: (row) => formatDateTime(row.date, lang),
      card: 'date',
    },
    {
      key: 'betType',
      header: t('betHistory.columns.betType'),
      cell: (row) => betType(row.betType),
      card: 'heading',
    },
    {
      key: 'rate',
      header: t('betHistory.columns.rate'),
      cell: (row) => row.rate.toFixed(2),
      align: 'right',
    },
    {
      key: 'totalInvestment',
      header: t('betHistory.columns.totalInvestment'),
      cell: (row) => money(row.totalInvestment),
      align: 'right',
      card: 'amount',
    },
    {
      key: 'totalPayment',
      header: t('betHistory.columns.totalPayment'),
      cell: (row) => money(row.totalPayment),
      align: 'right',
    },
    {
      key: 'possibleEarnings',
      header: t('betHistory.columns.possibleEarnings'),
      cell: (row) => money(row.possibleEarnings),
      align: 'right',
    },
    {
      key: 'status',
      header: t('betHistory.columns.status'),
      cell: (row) => (
        <>
          <Badge
            color={STATUS_COLOR[row.status]}
            variant="light"
            data-testid="bet-history-status-badge"
          >
            {t(`betHistory.statuses.${row.status}`)}
          </Badge>
          {row.outcome === 'void' || row.outcome === 'cashed_out' ? (
            <Text size="xs" c="dimmed">
              {t(`betHistory.outcomes.${row.outcome}`)}
            </Text>
          ) : null}
        </>
      ),
      card: 'status',
    },
    {
      key: 'details',
      header: null,
      cell: (row) => {
        const expanded = open === row.id;
        return (
          <Button
            size="compact-xs"
            variant="subtle"
            aria-expanded={expanded}
            aria-controls={detailId(row)}
            onClick={() => setOpen(expanded ? null : row.id)}
            data-testid="bet-history-toggle"
          >
            {expanded ? t('betHistory.hideDetails') : t('betHistory.details')}
          </Button>
        );
      },
      card: 'footer',
    },
  ];
  return (
    <ResponsiveTable
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      rowProps={(row) => ({
        'data-testid': 'bet-history-row',
        'data-coupon': row.id,
        'data-status': row.status,
      })}
      detail={(row) =>
        open === row.id ? { id: detailId(row), content: <CouponLegs couponId={row.id} /> } : null
      }
      minWidth={860}
      testId="bet-history-table"
    />
  );
}
