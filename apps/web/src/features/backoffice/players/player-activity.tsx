import type { PlayerPage } from '@lale/contract/backoffice-players';
import { Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CellsTable } from '../components/cells-table.tsx';
import { moment, money } from './format.ts';
import { playerTransactionsQuery, type TransactionFilter } from './player-page-api.ts';

/** History categories of SPEC §7 list_transactions (0: all), as the player filters them. */
const CATEGORIES = [
  [0, 'all'],
  [1, 'games'],
  [2, 'finance'],
  [3, 'bonus'],
  [4, 'account'],
] as const;

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Title order={3} fz="sm">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Rows({
  headers,
  rows,
  empty,
  testId,
}: {
  headers: string[];
  rows: ReactNode[][];
  empty: string;
  testId: string;
}) {
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return <CellsTable headers={headers} rows={rows} testId={testId} minWidth={520} />;
}

/** Sessions, sign-ins (with country), notes and the account history (documents: their own panel). */
export function PlayerActivity({ page }: { page: PlayerPage }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const none = t('boPlayers.none');
  return (
    <Stack gap="md">
      <Block title={t('boPlayers.sessionsTitle')}>
        <Rows
          testId="bo-player-sessions"
          empty={none}
          headers={[
            t('boPlayers.startedAt'),
            t('boPlayers.ip'),
            t('boPlayers.lastSeen'),
            t('boPlayers.ended'),
          ]}
          rows={page.sessions.map((session) => [
            moment(session.createdAt, lang),
            `${session.ip}${session.country ? ` (${session.country})` : ''}`,
            moment(session.lastSeenAt, lang),
            session.endedAt
              ? `${moment(session.endedAt, lang)}${session.endReason ? ` · ${session.endReason}` : ''}`
              : t('boPlayers.open'),
          ])}
        />
      </Block>
      <Block title={t('boPlayers.loginsTitle')}>
        <Rows
          testId="bo-player-logins"
          empty={none}
          headers={[
            t('boPlayers.at'),
            t('boPlayers.event'),
            t('boPlayers.result'),
            t('boPlayers.ip'),
            t('boPlayers.country'),
          ]}
          rows={page.logins.map((login) => [
            moment(login.at, lang),
            t(`boPlayers.events.${login.event}`, { defaultValue: login.event }),
            t(`boPlayers.results.${login.result}`),
            login.ip,
            login.country ?? '—',
          ])}
        />
      </Block>
      <Block title={t('boPlayers.notesTitle')}>
        <Rows
          testId="bo-player-notes"
          empty={none}
          headers={[t('boPlayers.at'), t('boPlayers.operator'), t('boPlayers.note')]}
          rows={page.notes.map((note) => [moment(note.at, lang), note.operator, note.body])}
        />
      </Block>
      <TransactionsBlock uid={page.profile.uid} />
    </Stack>
  );
}

function TransactionsBlock({ uid }: { uid: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [filter, setFilter] = useState<TransactionFilter>({
    category: 0,
    startDate: '',
    endDate: '',
    offset: 0,
  });
  const history = useQuery(playerTransactionsQuery(uid, filter));
  const page = history.data?.result ? history.data.data : null;
  const set = (change: Partial<TransactionFilter>) =>
    setFilter((current) => ({ ...current, ...change, offset: change.offset ?? 0 }));
  return (
    <Block title={t('boPlayers.historyTitle')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('boPlayers.category')}
          data={CATEGORIES.map(([id, name]) => ({
            value: String(id),
            label: t(`boPlayers.categories.${name}`),
          }))}
          value={String(filter.category)}
          onChange={(value) => set({ category: Number(value ?? 0) })}
          allowDeselect={false}
          w={170}
          data-testid="bo-history-category"
        />
        <TextInput
          type="date"
          label={t('boPlayers.from')}
          value={filter.startDate}
          onChange={(event) => set({ startDate: event.currentTarget.value })}
          w={160}
        />
        <TextInput
          type="date"
          label={t('boPlayers.to')}
          value={filter.endDate}
          onChange={(event) => set({ endDate: event.currentTarget.value })}
          w={160}
        />
      </Group>
      {history.data && !history.data.result && (
        <Text size="sm" c="red">
          {history.data.message}
        </Text>
      )}
      {page && (
        <>
          <Rows
            testId="bo-player-history"
            empty={t('boPlayers.noTransactions')}
            headers={[
              t('boPlayers.at'),
              t('boPlayers.event'),
              t('boPlayers.status'),
              t('boPlayers.amount'),
              t('boPlayers.balanceAfter'),
            ]}
            rows={page.items.map((tx) => [
              moment(tx.date, lang),
              tx.movementType || tx.method,
              tx.status,
              money(tx.amount, lang),
              money(tx.lastBalance, lang),
            ])}
          />
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {t('boPlayers.total', { count: page.total })}
            </Text>
            <Group gap="xs">
              <Button
                size="compact-sm"
                variant="default"
                disabled={filter.offset === 0}
                onClick={() => set({ offset: Math.max(0, filter.offset - 20) })}
              >
                {t('boPlayers.previous')}
              </Button>
              <Button
                size="compact-sm"
                variant="default"
                disabled={filter.offset + 20 >= page.total}
                onClick={() => set({ offset: filter.offset + 20 })}
              >
                {t('boPlayers.next')}
              </Button>
            </Group>
          </Group>
        </>
      )}
    </Block>
  );
}
