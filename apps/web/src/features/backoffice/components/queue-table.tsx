import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { QueueItem } from '@lale/contract/backoffice';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { showReplyToast } from '../../../shared/ui/toast.ts';
import { useDecide } from '../api/backoffice-api.ts';

/** Requests with their player, method, amount and details; confirm or reject when allowed. */
export function QueueTable({ items, canDecide }: { items: QueueItem[]; canDecide: boolean }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const decide = useDecide();
  const act = (requestId: number, decision: 'confirm' | 'reject') =>
    decide.mutate({ requestId, decision }, { onSuccess: showReplyToast });
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover data-testid="queue-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{t('backoffice.date')}</Table.Th>
            <Table.Th>{t('backoffice.player')}</Table.Th>
            <Table.Th>{t('backoffice.method')}</Table.Th>
            <Table.Th ta="right">{t('backoffice.amount')}</Table.Th>
            <Table.Th>{t('backoffice.details')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} data-testid="queue-row" data-request-id={item.id}>
              <Table.Td>{item.id}</Table.Td>
              <Table.Td>{formatDateTime(item.createdAt, lang)}</Table.Td>
              <Table.Td>{item.username}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={item.kind === 'deposit' ? 'teal' : 'orange'} mr={6}>
                  {t(`backoffice.kinds.${item.kind}`)}
                </Badge>
                {item.method}
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {formatMoney(item.amount, 'TRY', lang)}
              </Table.Td>
              <Table.Td>
                <Text size="xs" c="dimmed">
                  {Object.entries(item.details)
                    .map(([key, value]) => `${key}: ${value}`)
                    .join(' · ')}
                </Text>
              </Table.Td>
              <Table.Td>
                {item.status === 'new' && canDecide ? (
                  <Group gap={6} wrap="nowrap">
                    <Button
                      size="xs"
                      color="teal"
                      onClick={() => act(item.id, 'confirm')}
                      data-testid="queue-confirm"
                    >
                      {t('backoffice.confirm')}
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      onClick={() => act(item.id, 'reject')}
                      data-testid="queue-reject"
                    >
                      {t('backoffice.reject')}
                    </Button>
                  </Group>
                ) : (
                  <Text size="xs">
                    {t(`backoffice.statuses.${item.status}`)}
                    {item.decidedAt
                      ? ` · ${t('backoffice.decidedBy', { id: item.decidedBy ?? '—', date: formatDateTime(item.decidedAt, lang) })}`
                      : ''}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
