import { operatorPasswordPayload } from '@lale/contract/backoffice-operators';
import { Alert, Button, Group, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormRefusal } from '../../../shared/forms/form-refusal.tsx';
import { showFormReply } from '../../../shared/forms/show-form-reply.ts';
import { useZodForm } from '../../../shared/forms/use-zod-form.ts';
import { useOperatorLogout } from '../api/backoffice-api.ts';
import { backoffice } from '../api/backoffice-client.ts';

const passwordChange = operatorPasswordPayload
  .extend({ confirm: z.string() })
  .refine((v) => v.newPassword === v.confirm, { path: ['confirm'], error: 'passwords_mismatch' });

const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };

/**
 * The step after the authenticator's code for an operator holding a temporary password: a new
 * one (the players' rules) before the back office opens; the server refuses everything else.
 */
export function OperatorPasswordChange() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const logout = useOperatorLogout();
  const form = useZodForm(passwordChange, EMPTY);
  const change = useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      backoffice.send('session.password', input),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const valid = form.validate();
    if (!valid) return;
    const { currentPassword, newPassword } = valid;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (reply) => {
          if (showFormReply(reply, form))
            void client.invalidateQueries({ queryKey: ['backoffice'] });
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="lg" maw={420} mx="auto" mt="xl">
      <form onSubmit={submit} noValidate data-testid="operator-password-change">
        <Stack gap="md">
          <Title order={2} fz="xl">
            {t('boAccess.password.title')}
          </Title>
          <Alert color="yellow" variant="light">
            {t('boAccess.password.body')}
          </Alert>
          <PasswordInput
            label={t('boAccess.password.current')}
            autoComplete="current-password"
            value={form.values.currentPassword}
            onChange={(e) => form.setValue('currentPassword', e.currentTarget.value)}
            error={form.errorOf('currentPassword')}
            data-testid="operator-password-current"
          />
          <PasswordInput
            label={t('boAccess.password.next')}
            autoComplete="new-password"
            value={form.values.newPassword}
            onChange={(e) => form.setValue('newPassword', e.currentTarget.value)}
            error={form.errorOf('newPassword')}
            data-testid="operator-password-new"
          />
          <PasswordInput
            label={t('boAccess.password.confirm')}
            autoComplete="new-password"
            value={form.values.confirm}
            onChange={(e) => form.setValue('confirm', e.currentTarget.value)}
            error={form.errorOf('confirm')}
            data-testid="operator-password-confirm"
          />
          <FormRefusal refusal={form.refusal} />
          <Group>
            <Button type="submit" loading={change.isPending} data-testid="operator-password-submit">
              {t('boAccess.password.submit')}
            </Button>
            <Button variant="subtle" color="gray" onClick={() => logout.mutate()}>
              {t('backoffice.signOut')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
