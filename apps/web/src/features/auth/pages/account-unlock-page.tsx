import { Alert, Anchor, Button } from '@mantine/core';
import { isMessageKey } from '@lale/contract/messages';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMessage } from '../../../shared/i18n/translate-message.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { useUnlockAccount } from '../api/unlock-account.ts';
import { AuthCard } from '../components/auth-card.tsx';

/**
 * /account-unlock?token=…: user unlock_account, on a click rather than on load, so a mail
 * scanner that opens the link does not spend it.
 */
export function AccountUnlockPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { mutate, data: reply, isError, isPending } = useUnlockAccount();

  const failure = reply && !reply.result ? reply : null;
  const failureText = failure
    ? isMessageKey(failure.debug)
      ? message(failure.debug)
      : failure.message
    : message('generic_error');
  return (
    <AuthCard
      testId="page-account-unlock"
      title={t('auth.unlockTitle')}
      intro={t('auth.unlockIntro')}
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
          data-testid="unlock-result"
        >
          {t('auth.unlockTokenMissing')}
        </Alert>
      ) : reply?.result ? (
        <Alert
          color="teal"
          variant="light"
          title={message('account_unlocked')}
          data-testid="unlock-result"
          data-outcome="unlocked"
        >
          <Button component={Link} to={paths.login} mt="sm" data-testid="unlock-login">
            {t('auth.loginButton')}
          </Button>
        </Alert>
      ) : failure || isError ? (
        <Alert
          color="red"
          variant="light"
          title={t('auth.unlockFailedTitle')}
          data-testid="unlock-result"
          data-outcome="failed"
        >
          {failureText}
        </Alert>
      ) : (
        <Button
          size="md"
          fullWidth
          loading={isPending}
          onClick={() => mutate(token)}
          data-testid="unlock-submit"
        >
          {t('auth.unlockButton')}
        </Button>
      )}
    </AuthCard>
  );
}
