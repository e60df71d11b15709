import { Alert, Button, Group, Text } from '@mantine/core';
import type { LimitKind, PendingLimitChange } from '@lale/contract/responsible-gaming/limits';
import { useTranslation } from 'react-i18next';
import { useLimitWords } from './use-limit-words.ts';

interface PendingChangeProps {
  kind: LimitKind;
  pending: PendingLimitChange;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A raise or removal waiting out its 24 hours: when it can be confirmed, confirm and cancel. */
export function PendingChange({ kind, pending, busy, onConfirm, onCancel }: PendingChangeProps) {
  const { t } = useTranslation();
  const { amountOf, when } = useLimitWords();
  return (
    <Alert color="yellow" variant="light" radius="md" p="sm" data-testid="rg-limit-pending">
      <Text size="sm" fw={600}>
        {pending.amount === null
          ? t('rg.pendingRemoval')
          : t('rg.pendingRaise', { amount: amountOf(kind, pending.amount) })}
      </Text>
      <Text size="sm" data-testid="rg-limit-pending-when">
        {pending.confirmable
          ? t('rg.pendingReady')
          : t('rg.pendingWait', { when: when(pending.effectiveAt) })}
      </Text>
      <Group gap="xs" mt="xs">
        {pending.confirmable ? (
          <Button size="xs" onClick={onConfirm} loading={busy} data-testid="rg-limit-confirm">
            {t('rg.confirmChange')}
          </Button>
        ) : null}
        <Button
          size="xs"
          variant="default"
          onClick={onCancel}
          disabled={busy}
          data-testid="rg-limit-cancel"
        >
          {t('rg.cancelChange')}
        </Button>
      </Group>
    </Alert>
  );
}
