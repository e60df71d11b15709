import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMessage } from '../../../shared/i18n/translate-message.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { AuthCard } from '../components/auth-card.tsx';

/**
 * /register-account-confirm?token=…: the contract has no confirmation method yet, so the page
 * says so instead of pretending; it will call it once the server side lands.
 */
export function RegisterConfirmPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const [params] = useSearchParams();
  const token = params.get('token');
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
      {token ? (
        <Alert
          color="blue"
          variant="light"
          title={t('auth.confirmPendingTitle')}
          data-testid="confirm-result"
        >
          {message('not_available_yet')}
        </Alert>
      ) : (
        <Alert
          color="yellow"
          variant="light"
          title={t('auth.tokenMissingTitle')}
          data-testid="confirm-result"
        >
          {t('auth.confirmTokenMissing')}
        </Alert>
      )}
    </AuthCard>
  );
}
