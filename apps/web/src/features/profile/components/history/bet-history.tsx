import type { DatePreset } from '@lale/contract/constants';
import type { Coupon } from '@lale/contract/methods/sportsbook';
import { Badge, Button, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../../shared/lib/format.ts';
import { useAppStore } from '../../../../shared/store/app-store.ts';
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
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped highlightOnHover data-testid="bet-history-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('betHistory.columns.date')}</Table.Th>
            <Table.Th>{t('betHistory.columns.betType')}</Table.Th>
            <Table.Th ta="right">{t('betHistory.columns.rate')}</Table.Th>
            <Table.Th ta="right">{t('betHistory.columns.totalInvestment')}</Table.Th>
            <Table.Th ta="right">{t('betHistory.columns.totalPayment')}</Table.Th>
            <Table.Th ta="right">{t('betHistory.columns.possibleEarnings')}</Table.Th>
            <Table.Th>{t('betHistory.columns.status')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const expanded = open === row.id;
            const detailId = `coupon-${row.id}-legs`;
            return (
              <Fragment key={row.id}>
                <Table.Tr
                  data-testid="bet-history-row"
                  data-coupon={row.id}
                  data-status={row.status}
                >
                  <Table.Td>{formatDateTime(row.date, lang)}</Table.Td>
                  <Table.Td>{betType(row.betType)}</Table.Td>
                  <Table.Td ta="right">{row.rate.toFixed(2)}</Table.Td>
                  <Table.Td ta="right">{money(row.totalInvestment)}</Table.Td>
                  <Table.Td ta="right">{money(row.totalPayment)}</Table.Td>
                  <Table.Td ta="right">{money(row.possibleEarnings)}</Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      aria-expanded={expanded}
                      aria-controls={detailId}
                      onClick={() => setOpen(expanded ? null : row.id)}
                      data-testid="bet-history-toggle"
                    >
                      {expanded ? t('betHistory.hideDetails') : t('betHistory.details')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
                {expanded ? (
                  <Table.Tr id={detailId}>
                    <Table.Td colSpan={8}>
                      <CouponLegs couponId={row.id} />
                    </Table.Td>
                  </Table.Tr>
                ) : null}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
