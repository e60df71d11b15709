import type { RpcReply } from '@lale/contract/envelope';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showReplyToast, showToast } from '../../../shared/ui/toast.ts';
import { reasonError } from './operator-forms.ts';

/**
 * Every control of the sportsbook goes through here: the action's own fields (children), a
 * required reason for the audit, then a confirmation step saying what will happen; the
 * server's message in a toast, and the dialog closes once it succeeded.
 */
export function ReasonDialog({
  opened,
  onClose,
  title,
  children,
  confirmText,
  confirmLabel,
  danger = false,
  ready = true,
  onConfirm,
  onAttempt,
  testId,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children?: ReactNode;
  /** What the action does, asked once more before it is sent; null while the fields are wrong. */
  confirmText: string | null;
  confirmLabel: string;
  danger?: boolean;
  /** Whether the action's own fields are complete (the caller shows their errors). */
  ready?: boolean;
  onConfirm: (reason: string) => Promise<RpcReply<unknown>>;
  /** Told when the operator tries to go on: the caller shows its fields' errors. */
  onAttempt?: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const [busy, setBusy] = useState(false);
  const error = reasonError(reason);

  const close = () => {
    if (busy) return;
    setReason('');
    setTouched(false);
    setStep('form');
    onClose();
  };
  const next = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    onAttempt?.();
    if (error === null && ready && confirmText !== null) setStep('confirm');
  };
  const send = async () => {
    setBusy(true);
    try {
      const reply = await onConfirm(reason.trim());
      showReplyToast(reply);
      if (reply.result) {
        setBusy(false);
        setReason('');
        setTouched(false);
        setStep('form');
        onClose();
        return;
      }
      setStep('form');
    } catch {
      showToast({ tone: 'negative', message: t('boSports.networkError') });
    }
    setBusy(false);
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered data-testid={testId}>
      {step === 'form' ? (
        <form onSubmit={next} noValidate>
          <Stack gap="md">
            {children}
            <Textarea
              label={t('boSports.reason')}
              description={t('boSports.reasonHint')}
              required
              autosize
              minRows={2}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              onBlur={() => setTouched(true)}
              error={touched && error ? t(`boSports.reasonErrors.${error}`) : undefined}
              data-testid="bo-reason"
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('boSports.cancel')}
              </Button>
              <Button type="submit" color={danger ? 'red' : undefined} data-testid="bo-next">
                {t('boSports.continue')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="md">
          <Alert color={danger ? 'red' : 'yellow'} variant="light" title={t('boSports.areYouSure')}>
            <Stack gap={4}>
              <Text size="sm" data-testid="bo-confirm-text">
                {confirmText}
              </Text>
              <Text size="sm" c="dimmed">
                {t('boSports.reasonShown', { reason: reason.trim() })}
              </Text>
            </Stack>
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setStep('form')} disabled={busy}>
              {t('boSports.back')}
            </Button>
            <Button
              color={danger ? 'red' : undefined}
              loading={busy}
              onClick={() => void send()}
              data-testid="bo-confirm"
            >
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
