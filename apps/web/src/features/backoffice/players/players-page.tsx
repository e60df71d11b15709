import { can } from '@lale/contract/backoffice-permissions';
import { Alert, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOperator } from '../api/backoffice-api.ts';
import { AdjustmentsList } from './adjustments-list.tsx';
import { PlayerActivity } from './player-activity.tsx';
import { PlayerDocumentsPanel } from './player-documents-panel.tsx';
import { PlayerOverview } from './player-overview.tsx';
import { pendingAdjustmentsQuery, playerPageQuery } from './player-page-api.ts';
import { playerRecordQuery, playerSearchQuery } from './players-api.ts';
import { PlayerRecord } from './player-record.tsx';

/**
 * /backoffice/players: the adjustments waiting for a second operator; find a player by
 * username, e-mail, phone, identity number or id, then their page: profile, state, balances,
 * actions, adjustments, sessions, sign-ins, documents, notes, history, and the
 * responsible-gaming record.
 */
export function PlayersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const uid = Number(params.get('uid') ?? 0) || 0;
  const [typed, setTyped] = useState(q);
  const operator = useOperator();
  const me = operator.data?.result ? operator.data.data : null;
  const allowed = me !== null && can(me.role, 'players.view');
  const hits = useQuery({ ...playerSearchQuery(q), enabled: allowed && q.length > 0 });
  const record = useQuery({ ...playerRecordQuery(uid), enabled: allowed && uid > 0 });
  const page = useQuery({ ...playerPageQuery(uid), enabled: allowed && uid > 0 });
  const pending = useQuery({ ...pendingAdjustmentsQuery(), enabled: allowed });
  if (me && !allowed) return <Alert color="red">{t('boPlayers.notAllowed')}</Alert>;

  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = typed.trim();
    if (next) setParams({ q: next });
  };
  const found = hits.data?.result ? hits.data.data.items : [];
  const shown = record.data?.result ? record.data.data : null;
  const shownPage = page.data?.result ? page.data.data : null;
  const waiting = pending.data?.result ? pending.data.data.items : [];

  return (
    <Stack gap="md" data-testid="bo-players">
      <Title order={2} fz="lg">
        {t('boPlayers.title')}
      </Title>
      {me && waiting.length > 0 && (
        <Paper withBorder p="sm">
          <Stack gap="xs">
            <Title order={3} fz="sm">
              {t('boPlayers.pendingTitle')}
            </Title>
            <AdjustmentsList items={waiting} me={me} showPlayer testId="bo-adjustments-pending" />
          </Stack>
        </Paper>
      )}
      <form onSubmit={search}>
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('boPlayers.search')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            maxLength={120}
            data-testid="bo-players-search"
          />
          <Button type="submit" data-testid="bo-players-find">
            {t('boPlayers.find')}
          </Button>
        </Group>
      </form>
      {q && hits.isSuccess && found.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('boPlayers.noHits')}
        </Text>
      )}
      {found.length > 0 && (
        <Group gap="xs" data-testid="bo-players-hits">
          {found.map((hit) => (
            <Button
              key={hit.uid}
              size="xs"
              variant={hit.uid === uid ? 'filled' : 'default'}
              onClick={() => setParams({ q, uid: String(hit.uid) })}
            >
              {hit.username} #{hit.uid} · {hit.phone}
            </Button>
          ))}
        </Group>
      )}
      {uid > 0 && record.isPending && <Loader size="sm" />}
      {uid > 0 && record.data && !record.data.result && (
        <Alert color="red">{record.data.message || t('boPlayers.loadFailed')}</Alert>
      )}
      {shownPage && me && (
        <>
          <PlayerOverview page={shownPage} role={me.role} />
          <PlayerDocumentsPanel page={shownPage} role={me.role} />
          <Paper withBorder p="sm">
            <Stack gap="xs">
              <Title order={3} fz="sm">
                {t('boPlayers.adjustmentsTitle')}
              </Title>
              <AdjustmentsList
                items={shownPage.adjustments}
                me={me}
                testId="bo-player-adjustments"
              />
            </Stack>
          </Paper>
          <PlayerActivity page={shownPage} />
        </>
      )}
      {shown && <PlayerRecord record={shown} />}
    </Stack>
  );
}
