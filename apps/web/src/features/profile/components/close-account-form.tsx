import { Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { user, type TwoFactorType } from '@lale/contract/methods/user';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRefusal } from '../../../shared/forms/form-refusal.tsx';
import { showFormReply } from '../../../shared/forms/show-form-reply.ts';
import { useZodForm } from '../../../shared/forms/use-zod-form.ts';
import { logout } from '../../../shared/session/logout.ts';
import { useCloseAccount } from '../api/personal-data.ts';
import { SecurityCard } from './security-card.tsx';
import { SmsCodeRequest } from './sms-code-request.tsx';

const INITIAL = { current_password: '', code: '' };

/**
 * user close_account: the password and a code of the player's authenticator, or else a code
 * texted on request; a box to tick first, since it cannot be undone. Once closed, the player is
 * signed out here too (the server ended every session).
 */
export function CloseAccountForm({ twoFactor }: { twoFactor: TwoFactorType }) {
  const { t } = useTranslation();
  const close = useCloseAccount();
  const form = useZodForm(user.close_account.payload, INITIAL);
  const [understood, setUnderstood] = useState(false);
  const byAuthenticator = twoFactor === 'ga';
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const payload = form.validate();
    if (!payload) return;
    close.mutate(payload, {
      onSuccess: (reply) => {
        if (showFormReply(reply, form)) void logout({ silent: true });
      },
    });
  };
  return (
    <SecurityCard
      testId="close-account"
      title={t('personalData.closeTitle')}
      description={t('personalData.closeBody')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={420}>
          <PasswordInput
            label={t('security.currentPassword')}
            autoComplete="current-password"
            value={form.values.current_password}
            onChange={(e) => form.setValue('current_password', e.currentTarget.value)}
            error={form.errorOf('current_password')}
            data-testid="close-account-password"
          />
          {byAuthenticator ? null : <SmsCodeRequest testId="close-account-sms" />}
          <TextInput
            label={t(byAuthenticator ? 'personalData.closeCodeGa' : 'personalData.closeCodeSms')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={form.values.code}
            onChange={(e) => form.setValue('code', e.currentTarget.value)}
            error={form.errorOf('code')}
            data-testid="close-account-code"
          />
          <Checkbox
            label={t('personalData.closeConfirm')}
            checked={understood}
            onChange={(e) => setUnderstood(e.currentTarget.checked)}
            data-testid="close-account-understood"
          />
          <FormRefusal refusal={form.refusal} />
          <Button
            type="submit"
            color="red"
            disabled={!understood}
            loading={close.isPending}
            data-testid="close-account-submit"
          >
            {t('personalData.closeSubmit')}
          </Button>
        </Stack>
      </form>
    </SecurityCard>
  );
}
