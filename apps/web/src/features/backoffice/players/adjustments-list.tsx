import { can } from '@lale/contract/backoffice-permissions';
import type { BalanceAdjustmentView } from '@lale/contract/backoffice-players';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showReplyToast } from '../../../shared/ui/toast.ts';
import { ResponsiveTable, type ListColumn } from '../components/responsive-table.tsx';
import { moment, money } from './format.ts';
import { useDecideAdjustment } from './player-page-api.ts';

const STATUS_COLOR = { pending: 'yellow', approved: 'green', rejected: 'gray' } as const;

/**
 * Balance adjustments with who proposed and who decided. A pending one offers approve and
 * reject to an operator who may approve and did not propose it (the server holds the same rule).
 */
export function AdjustmentsList({
  items,
  me,
  showPlayer = false,
  testId,
}: {
  items: BalanceAdjustmentView[];
  me: { username: string; role: string };
  showPlayer?: boolean;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const decide = useDecideAdjustment();
  const mayDecide = can(me.role, 'players.approve_adjustment');
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('boPlayers.noAdjustments')}
      </Text>
    );
  const send = async (id: number, decision: 'approve' | 'reject') =>
    showReplyToast(await decide.mutateAsync({ id, decision }));
  const columns: ListColumn<BalanceAdjustmentView>[] = [
    { key: 'at', label: t('boPlayers.at'), cell: (item) => moment(item.proposedAt, lang) },
    ...(showPlayer
      ? [
          {
            key: 'player',
            label: t('boPlayers.player'),
            cell: (item: BalanceAdjustmentView) => `${item.username} #${item.uid}`,
          },
        ]
      : []),
    {
      key: 'account',
      label: t('boPlayers.account'),
      cell: (item) => t(`boPlayers.${item.account}`),
    },
    {
      key: 'amount',
      label: t('boPlayers.amount'),
      align: 'right',
      cell: (item) => money(item.amount, lang),
    },
    { key: 'reason', label: t('boPlayers.reason'), cell: (item) => item.reason },
    { key: 'proposedBy', label: t('boPlayers.proposedBy'), cell: (item) => item.proposedBy },
  ];
  return (
    <ResponsiveTable
      columns={columns}
      rows={items}
      rowKey={(item) => item.id}
      rowProps={(item) => ({ 'data-testid': `bo-adjustment-${item.id}` })}
      primary="amount"
      actionsLabel={t('boPlayers.status')}
      actions={(item) =>
        item.status === 'pending' && mayDecide && item.proposedBy !== me.username ? (
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-xs"
              color="green"
              onClick={() => void send(item.id, 'approve')}
              data-testid="bo-adjustment-approve"
            >
              {t('boPlayers.approve')}
            </Button>
            <Button
              size="compact-xs"
              variant="default"
              onClick={() => void send(item.id, 'reject')}
              data-testid="bo-adjustment-reject"
            >
              {t('boPlayers.reject')}
            </Button>
          </Group>
        ) : (
          <Badge color={STATUS_COLOR[item.status]} variant="light">
            {t(`boPlayers.adjustmentStatuses.${item.status}`)}
            {item.decidedBy ? ` · ${item.decidedBy}` : ''}
          </Badge>
        )
      }
      testId={testId}
      minWidth={640}
    />
  );
}
