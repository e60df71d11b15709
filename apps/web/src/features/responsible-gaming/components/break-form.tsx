import { Button, Group, PasswordInput, Radio, Select, Stack } from '@mantine/core';
import { responsible_gaming } from '@lale/contract/methods/responsible-gaming';
import type { BreakKind } from '@lale/contract/responsible-gaming/breaks';
import type { PayloadInput } from '@lale/contract/registry';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { FormRefusal } from '../../../shared/forms/form-refusal.tsx';
import { showFormReply } from '../../../shared/forms/show-form-reply.ts';
import { useZodForm } from '../../../shared/forms/use-zod-form.ts';
import { logout } from '../../../shared/session/logout.ts';
import { showToast } from '../../../shared/ui/toast.ts';
import { useTakeBreak } from '../api/take-break.ts';
import { BREAK_DURATIONS, type BreakDuration } from '../lib/break-durations.ts';
import { BreakNotice } from './break-notice.tsx';
import { RgCard } from './rg-card.tsx';

interface BreakValues extends Record<string, unknown> {
  kind: BreakKind;
  duration: BreakDuration;
  current_password: string;
}
type Schema = z.ZodType<PayloadInput<'responsible_gaming', 'take_break'>, BreakValues>;
const INITIAL: BreakValues = { kind: 'timeout', duration: '24h', current_password: '' };
const NOTICE_MS = 10_000;

/** The confirm button names what it does: the kind and the length. */
function confirmLabelKey(kind: BreakKind, duration: BreakDuration) {
  if (duration === 'permanent') return 'rg.confirmPermanent' as const;
  return kind === 'timeout' ? ('rg.confirmTimeout' as const) : ('rg.confirmExclusion' as const);
}

/**
 * responsible_gaming take_break: a time-out or self-exclusion and its length, then a second
 * step that says in plain words what it means (BreakNotice) and asks once, with the password
 * and a button naming the break. Once taken, the server has ended every session: the player is
 * signed out here with its message.
 */
export function BreakForm() {
  const { t } = useTranslation();
  const take = useTakeBreak();
  // The payload is a union by kind; the form edits one flat record of its fields.
  const form = useZodForm(responsible_gaming.take_break.payload as unknown as Schema, INITIAL);
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  const warning = useRef<HTMLDivElement>(null);
  // The second step starts with what the break means: focus (and a screen reader) go there.
  useEffect(() => {
    if (step === 'confirm') warning.current?.focus();
  }, [step]);
  const { kind, duration } = form.values;

  const chooseKind = (value: string) => {
    const next = value as BreakKind;
    form.setValues({ ...form.values, kind: next, duration: BREAK_DURATIONS[next][0]! });
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const payload = form.validate();
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
            data={BREAK_DURATIONS[kind].map((value) => ({
              value,
              label: t(`rg.durations.${value}`),
            }))}
            value={duration}
            allowDeselect={false}
            onChange={(value) => value && form.setValue('duration', value as BreakDuration)}
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
          <Stack gap="md" maw={620}>
            <BreakNotice kind={kind} duration={duration} ref={warning} />
            <PasswordInput
              label={t('security.currentPassword')}
              autoComplete="current-password"
              value={form.values.current_password}
              onChange={(e) => form.setValue('current_password', e.currentTarget.value)}
              error={form.errorOf('current_password')}
              data-testid="rg-break-password"
            />
            <FormRefusal refusal={form.refusal} />
            <Group gap="xs">
              <Button
                type="submit"
                color="red"
                loading={take.isPending}
                data-testid="rg-break-submit"
              >
                {t(confirmLabelKey(kind, duration), { duration: t(`rg.durations.${duration}`) })}
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
