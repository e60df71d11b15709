import { Anchor, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMessage } from '../../../shared/i18n/translate-message.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { useUnlockAccount } from '../api/unlock-account.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { LinkTokenResult } from '../components/link-token-result.tsx';

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
      <LinkTokenResult
        token={token}
        reply={reply}
        isError={isError}
        name="unlock"
        missingText={t('auth.unlockTokenMissing')}
        doneTitle={message('account_unlocked')}
        doneOutcome="unlocked"
        failedTitle={t('auth.unlockFailedTitle')}
        waiting={
          <Button
            size="md"
            fullWidth
            loading={isPending}
            onClick={() => mutate(token)}
            data-testid="unlock-submit"
          >
            {t('auth.unlockButton')}
          </Button>
        }
      />
    </AuthCard>
  );
}
