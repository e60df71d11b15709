import { can } from '@lale/contract/backoffice-permissions';
import type { BalanceAdjustmentView } from '@lale/contract/backoffice-players';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showReplyToast } from '../../../shared/ui/toast.ts';
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
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table fz="sm" data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('boPlayers.at')}</Table.Th>
            {showPlayer && <Table.Th>{t('boPlayers.player')}</Table.Th>}
            <Table.Th>{t('boPlayers.account')}</Table.Th>
            <Table.Th ta="right">{t('boPlayers.amount')}</Table.Th>
            <Table.Th>{t('boPlayers.reason')}</Table.Th>
            <Table.Th>{t('boPlayers.proposedBy')}</Table.Th>
            <Table.Th>{t('boPlayers.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} data-testid={`bo-adjustment-${item.id}`}>
              <Table.Td>{moment(item.proposedAt, lang)}</Table.Td>
              {showPlayer && (
                <Table.Td>
                  {item.username} #{item.uid}
                </Table.Td>
              )}
              <Table.Td>{t(`boPlayers.${item.account}`)}</Table.Td>
              <Table.Td ta="right">{money(item.amount, lang)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.reason}</Table.Td>
              <Table.Td>{item.proposedBy}</Table.Td>
              <Table.Td>
                {item.status === 'pending' && mayDecide && item.proposedBy !== me.username ? (
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
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
