import { Alert, Anchor, Button, Center, Loader } from '@mantine/core';
import { isMessageKey } from '@lale/contract/messages';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMessage } from '../../../shared/i18n/translate-message.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { useConfirmEmail } from '../api/confirm-email.ts';
import { AuthCard } from '../components/auth-card.tsx';

/** /register-account-confirm?token=…: user confirm_email, then a way on to log in. */
export function RegisterConfirmPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { mutate, data: reply, isError } = useConfirmEmail();
  // The link works once: a second call (React's development double effect) would fail it.
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [mutate, token]);

  const failure = reply && !reply.result ? reply : null;
  const failureText = failure
    ? isMessageKey(failure.debug)
      ? message(failure.debug)
      : failure.message
    : message('generic_error');
  return (
    <AuthCard
      testId="page-register-account-confirm"
      title={t('auth.confirmTitle')}
      footer={
        <Anchor component={Link} to={paths.login} size="sm">
          {t('auth.backToLogin')}
        </Anchor>
      }
    >
      {!token ? (
        <Alert
          color="yellow"
          variant="light"
          title={t('auth.tokenMissingTitle')}
          data-testid="confirm-result"
        >
          {t('auth.confirmTokenMissing')}
        </Alert>
      ) : reply?.result ? (
        <Alert
          color="teal"
          variant="light"
          title={message('email_confirmed')}
          data-testid="confirm-result"
          data-outcome="confirmed"
        >
          <Button component={Link} to={paths.login} mt="sm" data-testid="confirm-login">
            {t('auth.loginButton')}
          </Button>
        </Alert>
      ) : failure || isError ? (
        <Alert
          color="red"
          variant="light"
          title={t('auth.confirmFailedTitle')}
          data-testid="confirm-result"
          data-outcome="failed"
        >
          {failureText}
        </Alert>
      ) : (
        <Center py="md">
          <Loader color="tulip" aria-label={message('please_wait')} />
        </Center>
      )}
    </AuthCard>
  );
}
