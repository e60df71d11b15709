import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { user } from '@lale/contract/methods/user';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FormRefusal } from '../../../shared/forms/form-refusal.tsx';
import { showFormReply } from '../../../shared/forms/show-form-reply.ts';
import { useZodForm } from '../../../shared/forms/use-zod-form.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard } from '../components/auth-card.tsx';

/** /account_reset?token=…: a new password pair → user pass_reset, then /login. */
export function AccountResetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const form = useZodForm(user.pass_reset.payload, { password: '', password_confirm: '', token });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const payload = form.validate();
    if (!payload) return;
    reset.mutate(payload, {
      onSuccess: (reply) => {
        // A refusal (an expired link, say) stays beside the button until read.
        if (showFormReply(reply, form)) void navigate(paths.login);
      },
    });
  };
  return (
    <AuthCard testId="page-account-reset" title={t('auth.resetTitle')} intro={t('auth.resetIntro')}>
      {token ? null : (
        <Alert color="yellow" variant="light" title={t('auth.tokenMissingTitle')}>
          {t('auth.tokenMissingBody')}
        </Alert>
      )}
      <form onSubmit={submit} noValidate aria-label={t('auth.resetTitle')}>
        <Stack gap="md">
          <PasswordInput
            label={t('auth.newPassword')}
            autoComplete="new-password"
            required
            value={form.values.password}
            onChange={(e) => form.setValue('password', e.currentTarget.value)}
            error={form.errorOf('password')}
            data-testid="reset-password"
          />
          <PasswordInput
            label={t('auth.newPasswordConfirm')}
            autoComplete="new-password"
            required
            value={form.values.password_confirm}
            onChange={(e) => form.setValue('password_confirm', e.currentTarget.value)}
            error={form.errorOf('password_confirm')}
            data-testid="reset-password-confirm"
          />
          <Text size="xs" c="dimmed">
            {t('register.passwordHint')}
          </Text>
          <FormRefusal refusal={form.refusal} />
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={reset.isPending}
            disabled={!token}
            data-testid="reset-submit"
          >
            {t('auth.resetButton')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
