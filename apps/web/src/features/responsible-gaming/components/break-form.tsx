import {
  Alert,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Radio,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { responsible_gaming } from '@lale/contract/methods/responsible-gaming';
import {
  breakEndsAt,
  SELF_EXCLUSION_DURATIONS,
  TIMEOUT_DURATIONS,
  type BreakKind,
} from '@lale/contract/responsible-gaming/breaks';
import type { PayloadInput } from '@lale/contract/registry';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { showFormReply } from '../../../shared/forms/show-form-reply.ts';
import { useZodForm } from '../../../shared/forms/use-zod-form.ts';
import { logout } from '../../../shared/session/logout.ts';
import { showToast } from '../../../shared/ui/toast.ts';
import { useTakeBreak } from '../api/take-break.ts';
import { RgCard } from './rg-card.tsx';
import { useLimitWords } from './use-limit-words.ts';

type Duration = (typeof TIMEOUT_DURATIONS)[number] | (typeof SELF_EXCLUSION_DURATIONS)[number];
interface BreakValues extends Record<string, unknown> {
  kind: BreakKind;
  duration: Duration;
  current_password: string;
}
type Schema = z.ZodType<PayloadInput<'responsible_gaming', 'take_break'>, BreakValues>;
const INITIAL: BreakValues = { kind: 'timeout', duration: '24h', current_password: '' };
const NOTICE_MS = 10_000;
const DURATIONS: Record<BreakKind, readonly Duration[]> = {
  timeout: TIMEOUT_DURATIONS,
  self_exclusion: SELF_EXCLUSION_DURATIONS,
};

/**
 * responsible_gaming take_break: a time-out or self-exclusion and its length, then a second
 * step that says what it means, asks the password and a tick. Once taken, the server has ended
 * every session: the player is signed out here with its message.
 */
export function BreakForm() {
  const { t } = useTranslation();
  const { when } = useLimitWords();
  const take = useTakeBreak();
  // The payload is a union by kind; the form edits one flat record of its fields.
  const form = useZodForm(responsible_gaming.take_break.payload as unknown as Schema, INITIAL);
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  const [understood, setUnderstood] = useState(false);
  const warning = useRef<HTMLDivElement>(null);
  // The second step starts with what the break means: focus (and a screen reader) go there.
  useEffect(() => {
    if (step === 'confirm') warning.current?.focus();
  }, [step]);
  const { kind, duration } = form.values;
  const durationWord = t(`rg.durations.${duration}`);
  const endsAt = breakEndsAt(duration, new Date());

  const chooseKind = (value: string) => {
    const next = value as BreakKind;
    form.setValues({ ...form.values, kind: next, duration: DURATIONS[next][0]! });
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const payload = understood ? form.validate() : null;
    if (!payload) return;
    take.mutate(payload, {
      onSuccess: (reply) => {
        if (!reply.result) {
          showFormReply(reply, form);
          return;
        }
        // Longer than a usual toast: it explains why the player is signed out.
        showToast({ tone: 'positive', message: reply.message, autoClose: NOTICE_MS });
        void logout({ silent: true });
      },
    });
  };

  return (
    <RgCard testId="rg-break" title={t('rg.breakTitle')} description={t('rg.breakBody')}>
      {step === 'choose' ? (
        <Stack gap="md" maw={420}>
          <Radio.Group label={t('rg.breakKind')} value={kind} onChange={chooseKind}>
            <Stack gap="xs" mt={6}>
              <Radio value="timeout" label={t('rg.timeout')} data-testid="rg-break-timeout" />
              <Radio
                value="self_exclusion"
                label={t('rg.selfExclusion')}
                data-testid="rg-break-self-exclusion"
              />
            </Stack>
          </Radio.Group>
          <Select
            label={t('rg.duration')}
            data={DURATIONS[kind].map((value) => ({
              value,
              label: t(`rg.durations.${value}`),
            }))}
            value={duration}
            allowDeselect={false}
            onChange={(value) => value && form.setValue('duration', value as Duration)}
            data-testid="rg-break-duration"
          />
          <Group>
            <Button
              color="red"
              variant="light"
              onClick={() => setStep('confirm')}
              data-testid="rg-break-continue"
            >
              {t('rg.breakContinue')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md" maw={420}>
            <Alert
              color="red"
              variant="light"
              title={t('rg.breakWarningTitle')}
              ref={warning}
              tabIndex={-1}
              data-testid="rg-break-warning"
            >
              <Text size="sm">
                {endsAt
                  ? t('rg.breakWarning', { duration: durationWord })
                  : t('rg.breakWarningPermanent')}
              </Text>
              {endsAt ? (
                <Text size="sm" fw={600} mt={4}>
                  {t('rg.breakEndsAt', { when: when(endsAt.toISOString()) })}
                </Text>
              ) : null}
            </Alert>
            <PasswordInput
              label={t('security.currentPassword')}
              autoComplete="current-password"
              value={form.values.current_password}
              onChange={(e) => form.setValue('current_password', e.currentTarget.value)}
              error={form.errorOf('current_password')}
              data-testid="rg-break-password"
            />
            <Checkbox
              label={t('rg.breakUnderstood')}
              checked={understood}
              onChange={(e) => setUnderstood(e.currentTarget.checked)}
              data-testid="rg-break-understood"
            />
            <Group gap="xs">
              <Button
                type="submit"
                color="red"
                disabled={!understood}
                loading={take.isPending}
                data-testid="rg-break-submit"
              >
                {t('rg.breakSubmit')}
              </Button>
              <Button variant="default" onClick={() => setStep('choose')} disabled={take.isPending}>
                {t('rg.back')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </RgCard>
  );
}
