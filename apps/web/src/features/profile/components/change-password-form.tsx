import { Button, Checkbox, PasswordInput, Stack, Text } from '@mantine/core';
import { user } from '@lale/contract/methods/user';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormRefusal } from '../../../shared/forms/form-refusal.tsx';
import { showFormReply } from '../../../shared/forms/show-form-reply.ts';
import { useZodForm } from '../../../shared/forms/use-zod-form.ts';
import { useChangePassword } from '../api/change-password.ts';
import { sessionsQuery } from '../api/list-sessions.ts';
import { SecurityCard } from './security-card.tsx';

const INITIAL = {
  current_password: '',
  password: '',
  password_confirm: '',
  end_other_sessions: false,
};

/** user pass_change: the current password, the new one twice, and "end my other sessions". */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const change = useChangePassword();
  const form = useZodForm(user.pass_change.payload, INITIAL);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const payload = form.validate();
    if (!payload) return;
    change.mutate(payload, {
      onSuccess: (reply) => {
        if (!showFormReply(reply, form)) return;
        form.reset();
        void client.invalidateQueries({ queryKey: sessionsQuery().queryKey });
      },
    });
  };
  return (
    <SecurityCard testId="change-password" title={t('profile.changePassword')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={420}>
          <PasswordInput
            label={t('security.currentPassword')}
            autoComplete="current-password"
            value={form.values.current_password}
            onChange={(e) => form.setValue('current_password', e.currentTarget.value)}
            error={form.errorOf('current_password')}
            data-testid="change-password-current"
          />
          <PasswordInput
            label={t('auth.newPassword')}
            autoComplete="new-password"
            value={form.values.password}
            onChange={(e) => form.setValue('password', e.currentTarget.value)}
            error={form.errorOf('password')}
            data-testid="change-password-new"
          />
          <PasswordInput
            label={t('auth.newPasswordConfirm')}
            autoComplete="new-password"
            value={form.values.password_confirm}
            onChange={(e) => form.setValue('password_confirm', e.currentTarget.value)}
            error={form.errorOf('password_confirm')}
            data-testid="change-password-confirm"
          />
          <Text size="xs" c="dimmed">
            {t('register.passwordHint')}
          </Text>
          <Checkbox
            label={t('security.endOtherSessions')}
            checked={form.values.end_other_sessions === true}
            onChange={(e) => form.setValue('end_other_sessions', e.currentTarget.checked)}
            data-testid="change-password-end-others"
          />
          <FormRefusal refusal={form.refusal} />
          <Button type="submit" loading={change.isPending} data-testid="change-password-submit">
            {t('profile.changePassword')}
          </Button>
        </Stack>
      </form>
    </SecurityCard>
  );
}
