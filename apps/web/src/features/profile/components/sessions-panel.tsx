import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showReplyToast } from '../../../shared/ui/toast.ts';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { useEndSession } from '../api/end-session.ts';
import { useSessions } from '../api/list-sessions.ts';
import { SecurityCard } from './security-card.tsx';
import { SessionRow } from './session-row.tsx';

/** user list_sessions with an end button for every other device (end_session). */
export function SessionsPanel() {
  const { t } = useTranslation();
  const query = useSessions();
  const end = useEndSession();
  const endSession = (id: string) => end.mutate(id, { onSuccess: showReplyToast });
  return (
    <SecurityCard
      testId="sessions"
      title={t('security.sessionsTitle')}
      description={t('security.sessionsBody')}
    >
      <QueryView
        query={query}
        isEmpty={(rows) => rows.length === 0}
        empty={{ title: t('security.noSessions') }}
      >
        {(sessions) => (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" data-testid="sessions-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('security.device')}</Table.Th>
                  <Table.Th>{t('security.ip')}</Table.Th>
                  <Table.Th>{t('security.createdAt')}</Table.Th>
                  <Table.Th>{t('security.lastSeenAt')}</Table.Th>
                  <Table.Th aria-label={t('security.endSession')} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sessions.map((session) => (
                  <SessionRow
                    key={session.id}
                    session={session}
                    ending={end.isPending && end.variables === session.id}
                    onEnd={endSession}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryView>
    </SecurityCard>
  );
}
