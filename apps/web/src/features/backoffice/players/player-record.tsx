import type { PlayerBreakView, PlayerResponsibleGaming } from '@lale/contract/backoffice-players';
import type { LimitView } from '@lale/contract/responsible-gaming/limits';
import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CellsTable } from '../components/cells-table.tsx';
import { moment, money } from './format.ts';
import { trBackofficePlayers } from '../../../shared/i18n/tr-backoffice-players.ts';

/** A player's responsible-gaming record: read only, as nothing may lift or shorten a break. */
export function PlayerRecord({ record }: { record: PlayerResponsibleGaming }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { player } = record;
  return (
    <Stack gap="md" data-testid="bo-player-record">
      <Section title={`${t('boPlayers.player')}: ${player.username}`}>
        <Group gap="lg">
          <Fact label={t('boPlayers.id')} value={String(player.uid)} />
          <Fact label={t('boPlayers.status')} value={t(`boPlayers.statuses.${player.status}`)} />
          <Fact label={t('boPlayers.registered')} value={moment(player.createdAt, lang)} />
          <Fact
            label={t('boPlayers.lastLogin')}
            value={player.lastLoginAt ? moment(player.lastLoginAt, lang) : t('boPlayers.never')}
          />
          <Fact
            label={t('boPlayers.realityCheck')}
            value={
              record.realityCheckMinutes > 0
                ? t('boPlayers.minutes', { count: record.realityCheckMinutes })
                : t('boPlayers.realityOff')
            }
          />
        </Group>
      </Section>
      <BreaksSection record={record} />
      <LimitsSection limits={record.limits} />
      <AuditSection record={record} />
      <Section title={t('boPlayers.transactions')}>
        {record.transactions.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('boPlayers.noTransactions')}
          </Text>
        ) : (
          <CellsTable
            minWidth={420}
            testId="bo-player-transactions"
            headers={[t('boPlayers.at'), t('boPlayers.event'), t('boPlayers.amount')]}
            rightAligned={[2]}
            rows={record.transactions.map((tx) => [
              moment(tx.date, lang),
              tx.movementType || tx.method,
              money(tx.amount, lang),
            ])}
          />
        )}
      </Section>
    </Stack>
  );
}

function BreaksSection({ record }: { record: PlayerResponsibleGaming }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const current = record.currentBreak;
  const ends = (b: PlayerBreakView) =>
    b.endsAt ? moment(b.endsAt, lang) : t('boPlayers.permanent');
  return (
    <Section title={t('boPlayers.breakTitle')}>
      {current ? (
        <Alert
          color="red"
          variant="light"
          data-testid="bo-player-break"
          title={t(`boPlayers.kinds.${current.kind}`)}
        >
          <Stack gap={4}>
            <Text size="sm">
              {t('boPlayers.startedAt')}: {moment(current.startedAt, lang)} ·{' '}
              {t('boPlayers.endsAt')}: {ends(current)}
            </Text>
          </Stack>
        </Alert>
      ) : (
        <Text size="sm" c="dimmed" data-testid="bo-player-no-break">
          {t('boPlayers.noBreak')}
        </Text>
      )}
      <Text size="sm" fw={600} data-testid="bo-player-cannot-lift">
        {t('boPlayers.cannotLift')}
      </Text>
      {record.breaks.length > 0 && (
        <CellsTable
          minWidth={480}
          fz="sm"
          testId="bo-player-breaks"
          headers={[
            t('boPlayers.past'),
            t('boPlayers.duration'),
            t('boPlayers.startedAt'),
            t('boPlayers.endsAt'),
            '',
          ]}
          rows={record.breaks.map((b) => [
            t(`boPlayers.kinds.${b.kind}`),
            b.duration,
            moment(b.startedAt, lang),
            ends(b),
            <Badge key="state" color={b.inForce ? 'red' : 'gray'} variant="light">
              {b.inForce ? t('boPlayers.breakInForce') : t('boPlayers.ended')}
            </Badge>,
          ])}
        />
      )}
    </Section>
  );
}

function LimitsSection({ limits }: { limits: LimitView[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const amount = (limit: LimitView, value: number) =>
    limit.kind === 'session' ? t('boPlayers.minutes', { count: value }) : money(value, lang);
  return (
    <Section title={t('boPlayers.limitsTitle')}>
      {limits.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('boPlayers.noLimits')}
        </Text>
      ) : (
        <CellsTable
          minWidth={560}
          fz="sm"
          testId="bo-player-limits"
          headers={[
            t('boPlayers.limitsTitle'),
            t('boPlayers.amount'),
            t('boPlayers.used'),
            t('boPlayers.resetsAt'),
            t('boPlayers.pending'),
          ]}
          rows={limits.map((limit) => [
            `${t(`boPlayers.limitKinds.${limit.kind}`)} · ${t(`boPlayers.periods.${limit.period}`)}`,
            amount(limit, limit.amount),
            limit.kind === 'session' ? '—' : amount(limit, limit.used),
            limit.resetsAt ? moment(limit.resetsAt, lang) : '—',
            !limit.pending
              ? '—'
              : limit.pending.amount === null
                ? t('boPlayers.pendingRemoval', { at: moment(limit.pending.effectiveAt, lang) })
                : t('boPlayers.pendingRaise', {
                    amount: amount(limit, limit.pending.amount),
                    at: moment(limit.pending.effectiveAt, lang),
                  }),
          ])}
        />
      )}
    </Section>
  );
}

type EventName = keyof typeof trBackofficePlayers.boPlayers.events;

function AuditSection({ record }: { record: PlayerResponsibleGaming }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const eventName = (event: string) =>
    Object.hasOwn(trBackofficePlayers.boPlayers.events, event)
      ? t(`boPlayers.events.${event as EventName}`)
      : event;
  return (
    <Section title={t('boPlayers.auditTitle')}>
      {record.audit.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('boPlayers.noAudit')}
        </Text>
      ) : (
        <CellsTable
          minWidth={640}
          testId="bo-player-audit"
          headers={[
            t('boPlayers.at'),
            t('boPlayers.event'),
            t('boPlayers.result'),
            t('boPlayers.ip'),
            t('boPlayers.detail'),
          ]}
          rows={record.audit.map((event) => [
            moment(event.at, lang),
            eventName(event.event),
            t(`boPlayers.results.${event.result}`),
            event.ip,
            event.detail ? JSON.stringify(event.detail) : '',
          ])}
        />
      )}
    </Section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Title order={2} fz="md">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}:{' '}
      </Text>
      {value}
    </Text>
  );
}
