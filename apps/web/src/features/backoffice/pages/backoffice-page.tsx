import { Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperator } from '../api/backoffice-api.ts';
import { FinanceQueue } from '../finance/finance-queue.tsx';

/** /backoffice: the finance queue of deposits and withdrawals (inside BackofficeLayout). */
export function BackofficePage() {
  const { t } = useTranslation();
  const operator = useOperator();
  useEffect(() => {
    document.title = t('backoffice.title');
  }, [t]);
  const me = operator.data?.result ? operator.data.data : null;
  if (!me) return null;
  return (
    <Stack gap="lg">
      {me.canDecide ? null : <Text c="dimmed">{t('backoffice.viewerOnly')}</Text>}
      <FinanceQueue permissions={me.permissions} />
    </Stack>
  );
}
