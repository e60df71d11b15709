import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { user } from '@lale/contract/methods/user';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormRefusal } from '../../../shared/forms/form-refusal.tsx';
import { showFormReply } from '../../../shared/forms/show-form-reply.ts';
import { useZodForm } from '../../../shared/forms/use-zod-form.ts';
import { translateMessage } from '../../../shared/i18n/translate-message.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { showReplyToast } from '../../../shared/ui/toast.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthCard } from '../components/auth-card.tsx';

/** Email → user forgot; on success the reset-mail toast and /login (SPEC §2/§8). */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const form = useZodForm(user.forgot.payload, { email: '' });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const payload = form.validate();
    if (!payload) return;
    forgot.mutate(payload, {
      onSuccess: (reply) => {
        // A refusal stays beside the button until read; success is a toast and the login page.
        if (!reply.result) {
          showFormReply(reply, form);
          return;
        }
        showReplyToast({ result: true, message: translateMessage('reset_email_sent') });
        void navigate(paths.login);
      },
    });
  };
  return (
    <AuthCard
      testId="page-forgot-password"
      title={t('auth.forgotTitle')}
      intro={t('auth.forgotIntro')}
      footer={
        <Anchor component={Link} to={paths.login} size="sm">
          {t('auth.backToLogin')}
        </Anchor>
      }
    >
      <form onSubmit={submit} noValidate aria-label={t('auth.forgotTitle')}>
        <Stack gap="md">
          <TextInput
            type="email"
            label={t('auth.email')}
            autoComplete="email"
            required
            value={form.values.email}
            onChange={(e) => form.setValue('email', e.currentTarget.value)}
            error={form.errorOf('email')}
            data-testid="forgot-email"
          />
          <FormRefusal refusal={form.refusal} />
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={forgot.isPending}
            data-testid="forgot-submit"
          >
            {t('auth.forgotButton')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
