import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { LimitKind, LimitPeriod, LimitView } from '@lale/contract/responsible-gaming/limits';
import { useState } from 'react';
import type { RpcReply } from '@lale/contract/envelope';
import { useTranslation } from 'react-i18next';
import { FormRefusal } from '../../../shared/forms/form-refusal.tsx';
import { useRefusal } from '../../../shared/forms/use-refusal.ts';
import { showReplyToast } from '../../../shared/ui/toast.ts';
import { useCancelLimitChange } from '../api/cancel-limit-change.ts';
import { useConfirmLimit } from '../api/confirm-limit.ts';
import { useSetLimit } from '../api/set-limit.ts';
import { LimitForm } from './limit-form.tsx';
import { PendingChange } from './pending-change.tsx';
import { useLimitWords } from './use-limit-words.ts';

interface LimitRowProps {
  kind: LimitKind;
  period: LimitPeriod;
  limit: LimitView | undefined;
}

/**
 * One limit (a kind over a period): its amount, what the period has used and when it resets, a
 * pending change, and the buttons to set, change or remove it.
 */
export function LimitRow({ kind, period, limit }: LimitRowProps) {
  const { t } = useTranslation();
  const { amountOf, when } = useLimitWords();
  const [editing, setEditing] = useState(false);
  const setLimit = useSetLimit();
  const confirm = useConfirmLimit();
  const cancel = useCancelLimitChange();
  const key = { kind, period } as const;
  const busy = setLimit.isPending || confirm.isPending || cancel.isPending;
  const title = t(`rg.periods.${period}`);

  // A refused change stays under the row until read; a confirmation is a toast.
  const refusal = useRefusal();
  const told = (reply: RpcReply<unknown>) => {
    if (reply.result) {
      refusal.clear();
      showReplyToast(reply);
    } else refusal.show(reply.message, reply.debug);
    return reply.result;
  };
  const save = (amount: number | null) =>
    setLimit.mutate({ ...key, amount }, { onSuccess: (reply) => told(reply) && setEditing(false) });
  const percent = limit && limit.amount > 0 ? Math.min(100, (limit.used / limit.amount) * 100) : 0;

  return (
    <Stack gap={6} data-testid={`rg-limit-${kind}-${period}`}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600} size="sm">
          {title}
        </Text>
        <Text fw={700} size="sm" data-testid="rg-limit-amount">
          {limit ? amountOf(kind, limit.amount) : t('rg.noLimit')}
        </Text>
      </Group>
      {limit ? (
        <>
          <Progress
            value={percent}
            color={percent >= 100 ? 'red' : percent >= 80 ? 'orange' : 'teal'}
            size="md"
            radius="xl"
            aria-label={t('rg.usedLabel', { period: title, kind: t(`rg.kinds.${kind}`) })}
          />
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text size="xs" c="dimmed" data-testid="rg-limit-used">
              {t('rg.used', {
                used: amountOf(kind, limit.used),
                amount: amountOf(kind, limit.amount),
              })}
            </Text>
            {limit.resetsAt ? (
              <Text size="xs" c="dimmed" data-testid="rg-limit-resets">
                {t('rg.resetsAt', { when: when(limit.resetsAt) })}
              </Text>
            ) : null}
          </Group>
        </>
      ) : null}
      {limit?.pending ? (
        <PendingChange
          kind={kind}
          pending={limit.pending}
          busy={busy}
          onConfirm={() => confirm.mutate(key, { onSuccess: told })}
          onCancel={() => cancel.mutate(key, { onSuccess: told })}
        />
      ) : null}
      {editing ? (
        <LimitForm
          kind={kind}
          label={`${title} ${t(kind === 'session' ? 'rg.amountMinutes' : 'rg.amountLira')}`}
          initial={limit?.amount ?? null}
          busy={setLimit.isPending}
          onSave={save}
          onClose={() => {
            refusal.clear();
            setEditing(false);
          }}
        />
      ) : (
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            onClick={() => setEditing(true)}
            aria-label={`${t(limit ? 'rg.change' : 'rg.setLimit')}: ${title} ${t(`rg.kinds.${kind}`)}`}
            data-testid="rg-limit-edit"
          >
            {t(limit ? 'rg.change' : 'rg.setLimit')}
          </Button>
          {limit && limit.pending?.amount !== null ? (
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              onClick={() => save(null)}
              disabled={busy}
              aria-label={`${t('rg.remove')}: ${title} ${t(`rg.kinds.${kind}`)}`}
              data-testid="rg-limit-remove"
            >
              {t('rg.remove')}
            </Button>
          ) : null}
        </Group>
      )}
      <FormRefusal refusal={refusal} />
    </Stack>
  );
}
