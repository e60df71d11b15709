import type { QueueItem } from '@lale/contract/backoffice';
import { Badge, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { showReplyToast } from '../../../shared/ui/toast.ts';
import { ResponsiveTable, type ListColumn } from '../components/responsive-table.tsx';
import {
  EMPTY_FILTERS,
  useBulkDecide,
  useFinanceQueue,
  useQueueDecide,
  useSecondApproval,
  type FinanceFilters,
} from './finance-api.ts';
import { FinanceFiltersBar } from './finance-filters.tsx';

type Decision = 'confirm' | 'reject';

/**
 * The finance queue: filters, the player's risk flags on each request, one decision or many
 * (after one confirmation), and the second approval of decisions above the limit.
 */
export function FinanceQueue({ permissions }: { permissions: readonly string[] }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const [filters, setFilters] = useState<FinanceFilters>(EMPTY_FILTERS);
  const [selected, setSelected] = useState<number[]>([]);
  const [bulk, setBulk] = useState<Decision | null>(null);
  const [bulkReport, setBulkReport] = useState<string | null>(null);
  const queue = useFinanceQueue(filters);
  const decide = useQueueDecide();
  const bulkDecide = useBulkDecide();
  const approval = useSecondApproval();
  const canDecide = permissions.includes('finance.decide');
  const canApprove = permissions.includes('finance.approve_large');
  const reply = queue.data?.result ? queue.data.data : null;
  const items = reply?.items ?? [];
  const waiting = filters.status === 'new';
  const columns: ListColumn<QueueItem>[] = [
    { key: 'id', label: '#', cell: (item) => item.id },
    {
      key: 'date',
      label: t('backoffice.date'),
      cell: (item) => (
        <>
          {formatDateTime(item.createdAt, lang)}
          {item.expiresAt ? (
            <Text size="xs" c="dimmed" data-testid="queue-expires">
              {t('backoffice.expiresAt', { at: formatDateTime(item.expiresAt, lang) })}
            </Text>
          ) : null}
        </>
      ),
    },
    { key: 'player', label: t('backoffice.player'), cell: (item) => item.username },
    {
      key: 'method',
      label: t('backoffice.method'),
      cell: (item) => (
        <>
          <Badge variant="light" color={item.kind === 'deposit' ? 'teal' : 'orange'} mr={6}>
            {t(`backoffice.kinds.${item.kind}`)}
          </Badge>
          {item.method}
        </>
      ),
    },
    {
      key: 'amount',
      label: t('backoffice.amount'),
      align: 'right',
      mono: true,
      cell: (item) => formatMoney(item.amount, 'TRY', lang),
    },
    {
      key: 'risk',
      label: t('boAccess.finance.risk'),
      cell: (item) => (
        <Group gap={4} data-testid="queue-risk">
          {item.riskFlags.map((flag) => (
            <Badge key={flag} size="sm" color="red" variant="light">
              {t(`boAccess.finance.flags.${flag}`)}
            </Badge>
          ))}
        </Group>
      ),
    },
  ];
  const toggle = (id: number) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  const runBulk = () => {
    if (!bulk) return;
    bulkDecide.mutate(
      { requestIds: selected, decision: bulk },
      {
        onSuccess: (r) => {
          setBulk(null);
          setSelected([]);
          if (!r.result) return showReplyToast(r);
          setBulkReport(
            t('boAccess.finance.bulkReport', {
              ok: r.data.succeeded.length,
              failed: r.data.failed.length,
            }) + r.data.failed.map((f) => ` #${f.id}: ${f.message}`).join(';'),
          );
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <FinanceFiltersBar
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setSelected([]);
        }}
      />
      {reply ? (
        <Text size="sm" c="dimmed" data-testid="finance-limit">
          {t('boAccess.finance.limit', {
            amount: formatMoney(reply.secondApprovalAbove, 'TRY', lang),
          })}
        </Text>
      ) : null}
      {bulkReport ? (
        <Text size="sm" data-testid="finance-bulk-report">
          {bulkReport}
        </Text>
      ) : null}
      {waiting && canDecide && selected.length > 0 ? (
        <Group gap="sm" wrap="wrap" data-testid="finance-bulk">
          <Text size="sm">{t('boAccess.finance.selected', { count: selected.length })}</Text>
          <Button
            size="xs"
            color="teal"
            onClick={() => setBulk('confirm')}
            data-testid="finance-bulk-confirm"
          >
            {t('backoffice.confirm')}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={() => setBulk('reject')}
            data-testid="finance-bulk-reject"
          >
            {t('backoffice.reject')}
          </Button>
        </Group>
      ) : null}
      {queue.isPending ? (
        <Loader />
      ) : items.length === 0 ? (
        <EmptyState title={t('backoffice.empty')} />
      ) : (
        <ResponsiveTable
          columns={columns}
          rows={items}
          rowKey={(item) => item.id}
          rowProps={(item) => ({ 'data-testid': 'queue-row', 'data-request-id': item.id })}
          primary="player"
          selection={
            waiting && canDecide
              ? {
                  isSelected: (item) => selected.includes(item.id),
                  onToggle: (item) => toggle(item.id),
                  label: (item) => `#${item.id}`,
                  testId: 'queue-select',
                }
              : null
          }
          actions={(item) => (
            <RowActions
              item={item}
              canDecide={canDecide}
              canApprove={canApprove}
              onDecide={(decision) =>
                decide.mutate({ requestId: item.id, decision }, { onSuccess: showReplyToast })
              }
              onApprove={(approve) =>
                approval.mutate({ requestId: item.id, approve }, { onSuccess: showReplyToast })
              }
            />
          )}
          testId="queue-table"
          minWidth={900}
          striped
          highlightOnHover
        />
      )}
      <Modal
        opened={bulk !== null}
        onClose={() => setBulk(null)}
        title={t('boAccess.finance.bulkTitle')}
        data-testid="finance-bulk-dialog"
      >
        <Stack>
          <Text size="sm">
            {t(
              bulk === 'reject'
                ? 'boAccess.finance.bulkRejectBody'
                : 'boAccess.finance.bulkConfirmBody',
              {
                count: selected.length,
              },
            )}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setBulk(null)}>
              {t('boAccess.back')}
            </Button>
            <Button
              color={bulk === 'reject' ? 'red' : 'teal'}
              loading={bulkDecide.isPending}
              onClick={runBulk}
              data-testid="finance-bulk-go"
            >
              {t(bulk === 'reject' ? 'backoffice.reject' : 'backoffice.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function RowActions({
  item,
  canDecide,
  canApprove,
  onDecide,
  onApprove,
}: {
  item: QueueItem;
  canDecide: boolean;
  canApprove: boolean;
  onDecide: (decision: Decision) => void;
  onApprove: (approve: boolean) => void;
}) {
  const { t } = useTranslation();
  if (item.status !== 'new') return null;
  if (item.awaitingApproval)
    return (
      <Stack gap={4}>
        <Text size="xs" data-testid="queue-awaiting">
          {t('boAccess.finance.awaiting', {
            operator: item.awaitingApproval.operatorName,
            decision: t(
              item.awaitingApproval.decision === 'confirm'
                ? 'backoffice.confirm'
                : 'backoffice.reject',
            ),
          })}
        </Text>
        {canApprove ? (
          <Group gap={6} wrap="nowrap">
            <Button
              size="xs"
              color="teal"
              onClick={() => onApprove(true)}
              data-testid="queue-approve"
            >
              {t('boAccess.finance.approve')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => onApprove(false)}
              data-testid="queue-decline"
            >
              {t('boAccess.finance.decline')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    );
  if (!canDecide) return null;
  return (
    <Group gap={6} wrap="nowrap">
      <Button
        size="xs"
        color="teal"
        onClick={() => onDecide('confirm')}
        data-testid="queue-confirm"
      >
        {t('backoffice.confirm')}
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        onClick={() => onDecide('reject')}
        data-testid="queue-reject"
      >
        {t('backoffice.reject')}
      </Button>
    </Group>
  );
}
