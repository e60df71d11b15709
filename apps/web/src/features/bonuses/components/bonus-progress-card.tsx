import { Badge, Card, Group, Progress, Spoiler, Stack, Text } from '@mantine/core';
import type { BonusView } from '@lale/contract/bonus';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';

/** One bonus: amount, wagering progress (wagered / required), expiry and terms. */
export function BonusProgressCard({ bonus }: { bonus: BonusView }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const money = (kurus: number) => formatMoney(kurus, 'TRY', lang);
  const percent = bonus.required > 0 ? Math.min(100, (bonus.wagered / bonus.required) * 100) : 100;
  return (
    <Card withBorder padding="lg" data-testid="bonus-card" data-status={bonus.status}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} component="h3" fz="md" m={0}>
            {bonus.name}
          </Text>
          <Badge variant="light" color={bonus.status === 'wagering' ? 'blue' : 'gray'}>
            {t(`bonus.status.${bonus.status}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {t('bonus.amount')}: <b data-testid="bonus-amount">{money(bonus.amount)}</b>
        </Text>
        {bonus.required > 0 ? (
          <>
            <Progress
              value={percent}
              size="lg"
              aria-label={t('bonus.progressLabel')}
              data-testid="bonus-progress"
            />
            <Text size="sm" data-testid="bonus-wagered">
              {t('bonus.wagered', {
                wagered: money(bonus.wagered),
                required: money(bonus.required),
              })}
            </Text>
          </>
        ) : null}
        {bonus.status === 'wagering' ? (
          <Text size="sm" c="dimmed">
            {t('bonus.expires', { date: formatDateTime(bonus.expiresAt, lang) })}
          </Text>
        ) : bonus.closedAmount !== null ? (
          <Text size="sm" c="dimmed">
            {t('bonus.closedAmount', { amount: money(bonus.closedAmount) })}
          </Text>
        ) : null}
        <Spoiler maxHeight={0} showLabel={t('bonus.terms')} hideLabel={t('common.close')}>
          <Text size="sm">{bonus.terms}</Text>
        </Spoiler>
      </Stack>
    </Card>
  );
}
