import { Anchor, Center, Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMessage } from '../../../shared/i18n/translate-message.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { useConfirmEmail } from '../api/confirm-email.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { LinkTokenResult } from '../components/link-token-result.tsx';

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
      <LinkTokenResult
        token={token}
        reply={reply}
        isError={isError}
        name="confirm"
        missingText={t('auth.confirmTokenMissing')}
        doneTitle={message('email_confirmed')}
        doneOutcome="confirmed"
        failedTitle={t('auth.confirmFailedTitle')}
        waiting={
          <Center py="md">
            <Loader color="tulip" aria-label={message('please_wait')} />
          </Center>
        }
      />
    </AuthCard>
  );
}
