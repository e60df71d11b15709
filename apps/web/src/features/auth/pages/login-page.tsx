import { Alert, Anchor, Text } from '@mantine/core';
import type { LoginData, TwoFactorType } from '@lale/contract/methods/user';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes/paths.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { SecondFactorStep } from '../components/second-factor-step.tsx';
import { finishLogin } from '../lib/finish-login.ts';

type Challenge = { kind: Exclude<TwoFactorType, 'none'>; challenge: string };

/** Password first; a second-factor reply asks for the 6-digit code before anything is stored. */
export function LoginPage() {
  const { t } = useTranslation();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  /** Why the code step sent the player back (the pending login expired), until dismissed. */
  const [notice, setNotice] = useState<string | null>(null);
  const onLoggedIn = (data: LoginData) => {
    setNotice(null);
    if ((data.twoFactor === 'ga' || data.twoFactor === 'sms') && data.challenge) {
      setChallenge({ kind: data.twoFactor, challenge: data.challenge });
    } else finishLogin(data);
  };
  return (
    <AuthCard
      testId="page-login"
      title={challenge ? t('auth.codeTitle') : t('auth.loginTitle')}
      intro={challenge ? undefined : t('auth.loginIntro')}
      footer={
        <Text size="sm" c="dimmed">
          {t('auth.noAccount')}{' '}
          <Anchor component={Link} to={paths.register} fw={600}>
            {t('header.register')}
          </Anchor>
        </Text>
      }
    >
      {challenge ? (
        <SecondFactorStep
          kind={challenge.kind}
          challenge={challenge.challenge}
          onVerified={(data) => finishLogin(data, challenge.kind)}
          onCancel={(reason) => {
            setChallenge(null);
            setNotice(reason ?? null);
          }}
        />
      ) : (
        <>
          {notice ? (
            <Alert
              color="yellow"
              variant="light"
              role="alert"
              withCloseButton
              closeButtonLabel={t('common.close')}
              onClose={() => setNotice(null)}
              mb="md"
              data-testid="login-notice"
            >
              {notice}
            </Alert>
          ) : null}
          <LoginForm onLoggedIn={onLoggedIn} />
        </>
      )}
    </AuthCard>
  );
}
