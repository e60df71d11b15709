import type { PlayerBreakView, PlayerResponsibleGaming } from '@lale/contract/backoffice-players';
import type { LimitView } from '@lale/contract/responsible-gaming/limits';
import { Alert, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
          <RecordTable minWidth={420} size="xs" testId="bo-player-transactions">
            {record.transactions.map((tx) => (
              <Table.Tr key={tx.id}>
                <Table.Td>{moment(tx.date, lang)}</Table.Td>
                <Table.Td>{tx.movementType || tx.method}</Table.Td>
                <Table.Td ta="right">{money(tx.amount, lang)}</Table.Td>
              </Table.Tr>
            ))}
          </RecordTable>
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
        <RecordTable
          minWidth={480}
          size="sm"
          testId="bo-player-breaks"
          headers={[
            t('boPlayers.past'),
            t('boPlayers.duration'),
            t('boPlayers.startedAt'),
            t('boPlayers.endsAt'),
            '',
          ]}
        >
          {record.breaks.map((b) => (
            <Table.Tr key={`${b.startedAt}-${b.duration}`}>
              <Table.Td>{t(`boPlayers.kinds.${b.kind}`)}</Table.Td>
              <Table.Td>{b.duration}</Table.Td>
              <Table.Td>{moment(b.startedAt, lang)}</Table.Td>
              <Table.Td>{ends(b)}</Table.Td>
              <Table.Td>
                <Badge color={b.inForce ? 'red' : 'gray'} variant="light">
                  {b.inForce ? t('boPlayers.breakInForce') : t('boPlayers.ended')}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </RecordTable>
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
        <RecordTable
          minWidth={560}
          size="sm"
          testId="bo-player-limits"
          headers={[
            t('boPlayers.limitsTitle'),
            t('boPlayers.amount'),
            t('boPlayers.used'),
            t('boPlayers.resetsAt'),
            t('boPlayers.pending'),
          ]}
        >
          {limits.map((limit) => (
            <Table.Tr key={`${limit.kind}-${limit.period}`}>
              <Table.Td>
                {t(`boPlayers.limitKinds.${limit.kind}`)} · {t(`boPlayers.periods.${limit.period}`)}
              </Table.Td>
              <Table.Td>{amount(limit, limit.amount)}</Table.Td>
              <Table.Td>{limit.kind === 'session' ? '—' : amount(limit, limit.used)}</Table.Td>
              <Table.Td>{limit.resetsAt ? moment(limit.resetsAt, lang) : '—'}</Table.Td>
              <Table.Td>
                {!limit.pending
                  ? '—'
                  : limit.pending.amount === null
                    ? t('boPlayers.pendingRemoval', {
                        at: moment(limit.pending.effectiveAt, lang),
                      })
                    : t('boPlayers.pendingRaise', {
                        amount: amount(limit, limit.pending.amount),
                        at: moment(limit.pending.effectiveAt, lang),
                      })}
              </Table.Td>
            </Table.Tr>
          ))}
        </RecordTable>
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
        <RecordTable
          minWidth={640}
          size="xs"
          testId="bo-player-audit"
          headers={[
            t('boPlayers.at'),
            t('boPlayers.event'),
            t('boPlayers.result'),
            t('boPlayers.ip'),
            t('boPlayers.detail'),
          ]}
        >
          {record.audit.map((event, index) => (
            <Table.Tr key={`${event.at}-${index}`}>
              <Table.Td>{moment(event.at, lang)}</Table.Td>
              <Table.Td>{eventName(event.event)}</Table.Td>
              <Table.Td>{t(`boPlayers.results.${event.result}`)}</Table.Td>
              <Table.Td>{event.ip}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>
                {event.detail ? JSON.stringify(event.detail) : ''}
              </Table.Td>
            </Table.Tr>
          ))}
        </RecordTable>
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

/** One of the record's tables: scrolls sideways on a phone, with its column headers if any. */
function RecordTable({
  minWidth,
  size,
  testId,
  headers,
  children,
}: {
  minWidth: number;
  size: 'xs' | 'sm';
  testId: string;
  headers?: string[];
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table fz={size} data-testid={testId}>
        {headers && (
          <Table.Thead>
            <Table.Tr>
              {headers.map((header, index) => (
                <Table.Th key={index}>{header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
        )}
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
