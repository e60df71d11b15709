import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { user } from '@lale/contract/methods/user';
import { useTranslation } from 'react-i18next';
import { FormRefusal } from '../../../shared/forms/form-refusal.tsx';
import { showFormReply } from '../../../shared/forms/show-form-reply.ts';
import { useZodForm } from '../../../shared/forms/use-zod-form.ts';
import { useChangeEmail } from '../api/change-email.ts';
import { SecurityCard } from './security-card.tsx';

const INITIAL = { email: '', email_confirm: '', current_password: '' };

/** user change_email: the new address (twice) and the current password; a link confirms it. */
export function ChangeEmailForm() {
  const { t } = useTranslation();
  const change = useChangeEmail();
  const form = useZodForm(user.change_email.payload, INITIAL);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const payload = form.validate();
    if (!payload) return;
    change.mutate(payload, {
      onSuccess: (reply) => {
        if (showFormReply(reply, form)) form.reset();
      },
    });
  };
  return (
    <SecurityCard
      testId="change-email"
      title={t('profile.changeEmail')}
      description={t('security.emailBody')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={420}>
          <TextInput
            type="email"
            label={t('security.newEmail')}
            autoComplete="email"
            value={form.values.email}
            onChange={(e) => form.setValue('email', e.currentTarget.value)}
            error={form.errorOf('email')}
            data-testid="change-email-new"
          />
          <TextInput
            type="email"
            label={t('security.newEmailConfirm')}
            autoComplete="email"
            value={form.values.email_confirm}
            onChange={(e) => form.setValue('email_confirm', e.currentTarget.value)}
            error={form.errorOf('email_confirm')}
            data-testid="change-email-confirm"
          />
          <PasswordInput
            label={t('security.currentPassword')}
            autoComplete="current-password"
            value={form.values.current_password}
            onChange={(e) => form.setValue('current_password', e.currentTarget.value)}
            error={form.errorOf('current_password')}
            data-testid="change-email-password"
          />
          <FormRefusal refusal={form.refusal} />
          <Button type="submit" loading={change.isPending} data-testid="change-email-submit">
            {t('profile.changeEmail')}
          </Button>
        </Stack>
      </form>
    </SecurityCard>
  );
}
