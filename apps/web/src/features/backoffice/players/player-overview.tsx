import { can } from '@lale/contract/backoffice-permissions';
import type { PlayerPage } from '@lale/contract/backoffice-players';
import type { RpcReply } from '@lale/contract/envelope';
import {
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showReplyToast } from '../../../shared/ui/toast.ts';
import { moment, money } from './format.ts';
import { useAddNote, useProposeAdjustment, useSetStatus } from './player-page-api.ts';

const STATE_COLOR = { active: 'green', blocked: 'red', closed: 'gray', self_excluded: 'orange' };

/** Lira as typed ("-12,50", "1.000") to kuruş; null when it is not a non-zero amount. */
export function kurusOf(typed: string): number | null {
  const text = typed
    .trim()
    .replace(/\s/g, '')
    .replace(/\.(?=\d{3}(\D|$))/g, '')
    .replace(',', '.');
  if (!/^-?\d+(\.\d{1,2})?$/.test(text)) return null;
  const kurus = Math.round(Number(text) * 100);
  return kurus === 0 || !Number.isSafeInteger(kurus) ? null : kurus;
}

/** The top of a player's page: who, state, balances, and what the operator's role may do. */
export function PlayerOverview({ page, role }: { page: PlayerPage; role: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { profile } = page;
  const facts: [string, string][] = [
    [t('boPlayers.id'), String(profile.uid)],
    [t('boPlayers.name'), `${profile.firstname} ${profile.lastname}`],
    [t('boPlayers.email'), profile.email],
    [t('boPlayers.phone'), profile.phone],
    [t('boPlayers.identityNumber'), profile.identityNumber],
    [t('boPlayers.birthdate'), profile.birthdate],
    [t('boPlayers.address'), `${profile.address}, ${profile.city} ${profile.country}`],
    [t('boPlayers.registered'), moment(profile.createdAt, lang)],
    [
      t('boPlayers.lastLogin'),
      profile.lastLoginAt
        ? `${moment(profile.lastLoginAt, lang)} · ${profile.lastLoginIp ?? ''}`
        : t('boPlayers.never'),
    ],
  ];
  return (
    <Stack gap="md" data-testid="bo-player-page">
      <Paper withBorder p="sm">
        <Stack gap="xs">
          <Group justify="space-between">
            <Title order={2} fz="md">
              {t('boPlayers.player')}: {profile.username}
            </Title>
            <Badge color={STATE_COLOR[page.state]} data-testid="bo-player-state">
              {t(`boPlayers.states.${page.state}`)}
            </Badge>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing={4}>
            {facts.map(([label, value]) => (
              <Text size="sm" key={label} style={{ overflowWrap: 'anywhere' }}>
                <Text span c="dimmed" size="sm">
                  {label}:{' '}
                </Text>
                {value}
              </Text>
            ))}
          </SimpleGrid>
          <Group gap="lg" data-testid="bo-player-balances">
            <Balance label={t('boPlayers.cash')} value={money(page.balances.cash, lang)} />
            <Balance label={t('boPlayers.bonus')} value={money(page.balances.bonus, lang)} />
            <Balance
              label={t('boPlayers.available')}
              value={money(page.balances.available, lang)}
            />
          </Group>
        </Stack>
      </Paper>
      {page.state !== 'closed' && can(role, 'players.edit') && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <StatusAction page={page} />
          <NoteAction uid={profile.uid} />
        </SimpleGrid>
      )}
      {page.state !== 'closed' && can(role, 'players.adjust') && (
        <AdjustmentAction uid={profile.uid} />
      )}
    </Stack>
  );
}

function Balance({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Stack>
  );
}

function ActionCard({ title, children }: { title: string; children: ReactNode }) {
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

/** Sends, toasts the server's message, and says whether it went through. */
async function sent(reply: Promise<RpcReply<unknown>>): Promise<boolean> {
  const answer = await reply;
  showReplyToast(answer);
  return answer.result;
}

function StatusAction({ page }: { page: PlayerPage }) {
  const { t } = useTranslation();
  const setStatus = useSetStatus();
  const [reason, setReason] = useState('');
  const blocked = page.state === 'blocked';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await sent(
      setStatus.mutateAsync({ uid: page.profile.uid, blocked: !blocked, reason: reason.trim() }),
    );
    if (done) setReason('');
  };
  return (
    <ActionCard title={blocked ? t('boPlayers.unblock') : t('boPlayers.block')}>
      <form onSubmit={submit}>
        <Stack gap="xs">
          {!blocked && (
            <Text size="xs" c="dimmed">
              {t('boPlayers.blockEndsSessions')}
            </Text>
          )}
          <TextInput
            label={t('boPlayers.reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={500}
            data-testid="bo-player-status-reason"
          />
          <Button
            type="submit"
            color={blocked ? 'green' : 'red'}
            disabled={reason.trim().length < 3}
            loading={setStatus.isPending}
            data-testid="bo-player-status"
          >
            {blocked ? t('boPlayers.unblock') : t('boPlayers.block')}
          </Button>
        </Stack>
      </form>
    </ActionCard>
  );
}

function NoteAction({ uid }: { uid: number }) {
  const { t } = useTranslation();
  const addNote = useAddNote();
  const [body, setBody] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await sent(addNote.mutateAsync({ uid, body: body.trim() }))) setBody('');
  };
  return (
    <ActionCard title={t('boPlayers.addNote')}>
      <form onSubmit={submit}>
        <Stack gap="xs">
          <Textarea
            label={t('boPlayers.note')}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            maxLength={2000}
            autosize
            minRows={2}
            data-testid="bo-player-note"
          />
          <Button
            type="submit"
            disabled={body.trim().length === 0}
            loading={addNote.isPending}
            data-testid="bo-player-note-save"
          >
            {t('boPlayers.save')}
          </Button>
        </Stack>
      </form>
    </ActionCard>
  );
}

function AdjustmentAction({ uid }: { uid: number }) {
  const { t } = useTranslation();
  const propose = useProposeAdjustment();
  const [account, setAccount] = useState<'cash' | 'bonus'>('cash');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const kurus = kurusOf(amount);
  const reasonOk = reason.trim().length >= 3;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (kurus === null || !reasonOk) return;
    const done = await sent(
      propose.mutateAsync({ uid, account, amount: kurus, reason: reason.trim() }),
    );
    if (done) {
      setAmount('');
      setReason('');
      setTouched(false);
    }
  };
  return (
    <ActionCard title={t('boPlayers.adjustTitle')}>
      <Text size="xs" c="dimmed">
        {t('boPlayers.adjustHint')}
      </Text>
      <form onSubmit={submit}>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <SegmentedControl
            value={account}
            onChange={(value) => setAccount(value as 'cash' | 'bonus')}
            data={[
              { value: 'cash', label: t('boPlayers.cash') },
              { value: 'bonus', label: t('boPlayers.bonus') },
            ]}
            mt={24}
          />
          <TextInput
            label={t('boPlayers.adjustAmount')}
            placeholder="-25,00"
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            error={touched && kurus === null ? t('boPlayers.amountInvalid') : undefined}
            inputMode="decimal"
            w={140}
            data-testid="bo-adjust-amount"
          />
          <TextInput
            label={t('boPlayers.reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={touched && !reasonOk ? t('boPlayers.reasonRequired') : undefined}
            maxLength={500}
            style={{ flex: '1 1 200px' }}
            data-testid="bo-adjust-reason"
          />
          <Button type="submit" mt={24} loading={propose.isPending} data-testid="bo-adjust-propose">
            {t('boPlayers.propose')}
          </Button>
        </Group>
      </form>
    </ActionCard>
  );
}
