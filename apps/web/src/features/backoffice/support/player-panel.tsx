import type { SupportOperatorConversation } from '@lale/contract/backoffice-support';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const money = (kurus: number, lang: string) =>
  (kurus / 100).toLocaleString(lang === 'en' ? 'en-GB' : 'tr-TR', {
    style: 'currency',
    currency: 'TRY',
  });

/** Beside the chat: who the player is, their balance and newest account movements. */
export function PlayerPanel({ detail }: { detail: SupportOperatorConversation }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { player, guest } = detail;
  return (
    <Paper withBorder p="sm" data-testid="bo-support-player">
      <Stack gap={6}>
        <Title order={3} fz="md">
          {player ? t('boSupport.profile') : t('boSupport.guestContact')}
        </Title>
        {player ? (
          <>
            <Row label={t('boSupport.username')} value={player.username} />
            <Row label={t('boSupport.name')} value={`${player.firstname} ${player.lastname}`} />
            <Row
              label={t('boSupport.status')}
              value={
                player.status === 'active'
                  ? t('boSupport.statusActive')
                  : t('boSupport.statusInactive')
              }
            />
            <Row label={t('boSupport.email')} value={player.email} />
            <Row label={t('boSupport.balance')} value={money(player.balance, lang)} />
            <Row label={t('boSupport.bonus')} value={money(player.bonusBalance, lang)} />
            <Title order={4} fz="sm" mt="xs">
              {t('boSupport.transactions')}
            </Title>
            {detail.transactions.length === 0 ? (
              <Text size="xs" c="dimmed">
                {t('boSupport.noTransactions')}
              </Text>
            ) : (
              <Table fz="xs" data-testid="bo-support-transactions">
                <Table.Tbody>
                  {detail.transactions.map((tx) => (
                    <Table.Tr key={tx.id}>
                      <Table.Td>
                        {new Date(tx.date).toLocaleDateString(lang === 'en' ? 'en-GB' : 'tr-TR')}
                      </Table.Td>
                      <Table.Td>{tx.movementType || tx.method}</Table.Td>
                      <Table.Td ta="right">{money(tx.amount, lang)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </>
        ) : (
          <>
            <Row label={t('boSupport.name')} value={guest?.name ?? '—'} />
            <Row label={t('boSupport.email')} value={guest?.email ?? '—'} />
          </>
        )}
      </Stack>
    </Paper>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}:{' '}
      </Text>
      {value}
    </Text>
  );
}
