import {
  Button,
  Center,
  Container,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { useOperator, useOperatorLogout, useQueue } from '../api/backoffice-api.ts';
import { OperatorLogin } from '../components/operator-login.tsx';
import { QueueTable } from '../components/queue-table.tsx';

type Status = 'new' | 'confirmed' | 'canceled';

/** /backoffice: operator sign-in, then the queue of deposits and withdrawals to decide. */
export function BackofficePage() {
  const { t } = useTranslation();
  const operator = useOperator();
  const logout = useOperatorLogout();
  const [status, setStatus] = useState<Status>('new');
  const queue = useQueue(status);
  useEffect(() => {
    document.title = t('backoffice.title');
  }, [t]);

  if (operator.isPending)
    return (
      <Center mih="50vh">
        <Loader />
      </Center>
    );
  const me = operator.data?.result ? operator.data.data : null;
  if (!me) return <OperatorLogin />;

  const items = queue.data?.result ? queue.data.data.items : [];
  return (
    <Container size="xl" py="lg" data-testid="page-backoffice">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1} fz={28}>
            {t('backoffice.title')}
          </Title>
          <Group gap="sm">
            <Text size="sm" data-testid="operator-name">
              {t('backoffice.signedInAs', { username: me.username, role: me.role })}
            </Text>
            <Button
              size="xs"
              variant="default"
              onClick={() => logout.mutate()}
              data-testid="operator-logout"
            >
              {t('backoffice.signOut')}
            </Button>
          </Group>
        </Group>
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
    </Container>
  );
}
