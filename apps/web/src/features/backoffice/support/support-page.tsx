import {
  Button,
  Grid,
  Group,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLiveTopic } from '../../../shared/live/use-live-topic.ts';
import { CannedAnswersDialog } from './canned-answers-dialog.tsx';
import { ConversationChat } from './conversation-chat.tsx';
import { PlayerPanel } from './player-panel.tsx';
import { QueueList } from './queue-list.tsx';
import { supportConversationQuery, supportQueueQuery } from './support-console-api.ts';
import { useConsolePresence } from './use-console-presence.ts';

/**
 * /backoffice/support: the queue of open conversations (waiting first) or the closed
 * transcripts, the chosen conversation with its player beside it, and the operator's
 * availability (while it is on and the console open, players' messages come here live).
 */
export function SupportPage() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const presence = useConsolePresence();
  const [params, setParams] = useSearchParams();
  const selected = params.get('c');
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const [search, setSearch] = useState('');
  const [cannedOpen, setCannedOpen] = useState(false);
  const queue = useQuery(supportQueueQuery(status, search));
  const detail = useQuery({
    ...supportConversationQuery(selected ?? ''),
    enabled: selected !== null,
  });

  useEffect(() => {
    document.title = `${t('boSupport.title')} · ${t('backoffice.title')}`;
  }, [t]);

  useLiveTopic(presence.ready ? 'support:queue' : null, (message) => {
    if (message.type === 'event')
      void client.invalidateQueries({ queryKey: ['backoffice', 'support', 'queue'] });
  });

  const items = queue.data?.result ? queue.data.data.items : [];
  const current = detail.data?.result ? detail.data.data : null;

  return (
    <Stack gap="md" data-testid="page-backoffice-support">
      <Group justify="space-between">
        <Title order={2} fz="xl">
          {t('boSupport.title')}
        </Title>
        <Group gap="md">
          <Button
            size="xs"
            variant="default"
            onClick={() => setCannedOpen(true)}
            data-testid="bo-canned-manage"
          >
            {t('boSupport.cannedManage')}
          </Button>
          <Switch
            checked={presence.available}
            onChange={(e) => presence.setAvailable(e.currentTarget.checked)}
            label={t('boSupport.available')}
            data-testid="bo-support-available"
          />
        </Group>
      </Group>
      {cannedOpen ? (
        <CannedAnswersDialog
          opened
          onClose={() => setCannedOpen(false)}
          initialLang={i18n.language === 'en' ? 'en' : 'tr'}
        />
      ) : null}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Stack gap="xs">
            <SegmentedControl
              fullWidth
              value={status}
              onChange={(value) => setStatus(value as 'open' | 'closed')}
              data={[
                { value: 'open', label: t('boSupport.queue') },
                { value: 'closed', label: t('boSupport.transcripts') },
              ]}
              data-testid="bo-support-tabs"
            />
            <TextInput
              size="xs"
              aria-label={t('boSupport.search')}
              placeholder={t('boSupport.search')}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              data-testid="bo-support-search"
            />
            <QueueList
              items={items}
              selected={selected}
              onSelect={(id) => setParams({ c: id })}
              now={queue.dataUpdatedAt}
              empty={
                status === 'open' ? t('boSupport.emptyQueue') : t('boSupport.emptyTranscripts')
              }
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          {current && presence.ready ? (
            <ConversationChat key={current.conversation.id} detail={current} />
          ) : (
            <Text c="dimmed" size="sm">
              {t('boSupport.pick')}
            </Text>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          {current ? <PlayerPanel detail={current} /> : null}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
