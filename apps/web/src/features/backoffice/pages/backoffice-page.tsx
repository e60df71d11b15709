import { Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { useOperator, useQueue } from '../api/backoffice-api.ts';
import { QueueTable } from '../components/queue-table.tsx';

type Status = 'new' | 'confirmed' | 'canceled';

/** /backoffice: the queue of deposits and withdrawals to decide (inside BackofficeLayout). */
export function BackofficePage() {
  const { t } = useTranslation();
  const operator = useOperator();
  const [status, setStatus] = useState<Status>('new');
  const queue = useQueue(status);
  useEffect(() => {
    document.title = t('backoffice.title');
  }, [t]);

  const me = operator.data?.result ? operator.data.data : null;
  if (!me) return null;
  const items = queue.data?.result ? queue.data.data.items : [];
  return (
    <Stack gap="lg">
      {me.canDecide ? null : <Text c="dimmed">{t('backoffice.viewerOnly')}</Text>}
      <SegmentedControl
        value={status}
        onChange={(value) => setStatus(value as Status)}
        data={[
          { value: 'new', label: t('backoffice.queue') },
          { value: 'confirmed', label: t('backoffice.statuses.confirmed') },
          { value: 'canceled', label: t('backoffice.statuses.canceled') },
        ]}
        data-testid="queue-status"
      />
      {queue.isPending ? (
        <Loader />
      ) : items.length === 0 ? (
        <EmptyState title={t('backoffice.empty')} />
      ) : (
        <QueueTable items={items} canDecide={me.canDecide} />
      )}
    </Stack>
  );
}
