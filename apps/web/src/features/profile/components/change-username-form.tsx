import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { user } from '@lale/contract/methods/user';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userProfileQuery } from '../../../shared/api/user-profile.ts';
import { FormRefusal } from '../../../shared/forms/form-refusal.tsx';
import { showFormReply } from '../../../shared/forms/show-form-reply.ts';
import { useZodForm } from '../../../shared/forms/use-zod-form.ts';
import { useChangeUsername } from '../api/change-username.ts';
import { SecurityCard } from './security-card.tsx';

const INITIAL = { username: '', current_password: '' };

/** user change_username, confirmed with the current password. */
export function ChangeUsernameForm() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const change = useChangeUsername();
  const form = useZodForm(user.change_username.payload, INITIAL);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const payload = form.validate();
    if (!payload) return;
    change.mutate(payload, {
      onSuccess: (reply) => {
        if (!showFormReply(reply, form)) return;
        form.reset();
        void client.invalidateQueries({ queryKey: userProfileQuery().queryKey });
      },
    });
  };
  return (
    <SecurityCard testId="change-username" title={t('profile.changeUsername')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={420}>
          <TextInput
            label={t('security.newUsername')}
            description={t('register.usernameHint')}
            autoComplete="username"
            value={form.values.username}
            onChange={(e) => form.setValue('username', e.currentTarget.value)}
            error={form.errorOf('username')}
            data-testid="change-username-new"
          />
          <PasswordInput
            label={t('security.currentPassword')}
            autoComplete="current-password"
            value={form.values.current_password}
            onChange={(e) => form.setValue('current_password', e.currentTarget.value)}
            error={form.errorOf('current_password')}
            data-testid="change-username-password"
          />
          <FormRefusal refusal={form.refusal} />
          <Button type="submit" loading={change.isPending} data-testid="change-username-submit">
            {t('profile.changeUsername')}
          </Button>
        </Stack>
      </form>
    </SecurityCard>
  );
}
