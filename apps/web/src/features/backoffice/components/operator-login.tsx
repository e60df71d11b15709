import {
  Alert,
  Button,
  Code,
  Group,
  Image,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { OperatorTotpEnrolment } from '@lale/contract/backoffice';
import { isTwoFactorCodeFormat } from '@lale/contract/validators/two-factor-code';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField } from '../../../shared/forms/code-field.tsx';
import { FormRefusal } from '../../../shared/forms/form-refusal.tsx';
import { useRefusal } from '../../../shared/forms/use-refusal.ts';
import { useMessage } from '../../../shared/i18n/translate-message.ts';
import { useOperatorLogin } from '../api/backoffice-api.ts';

/** After the password: the code of an enrolled authenticator, or a secret to enrol first. */
type Step =
  { kind: 'password' } | { kind: 'code' } | { kind: 'enrol'; enrolment: OperatorTotpEnrolment };

/**
 * The operator's sign-in (its own account and cookie, never the player's): name and password,
 * then the authenticator's 6-digit code; at the first sign-in the secret to enrol (QR and text).
 */
export function OperatorLogin() {
  const { t } = useTranslation();
  const message = useMessage();
  const login = useOperatorLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const asksCode = step.kind !== 'password';
  // A refused sign-in (a wrong password, an address not allowed) stays beside the button.
  const refusal = useRefusal();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (asksCode && !isTwoFactorCodeFormat(code)) return setCodeError(message('code_format'));
    setCodeError(undefined);
    refusal.clear();
    login.mutate(
      { username, password, ...(asksCode ? { code } : {}) },
      {
        onSuccess: (reply) => {
          if (reply.result) return;
          if (reply.debug === 'operator_totp_required') return setStep({ kind: 'code' });
          if (reply.debug === 'operator_totp_enrolment')
            return setStep({
              kind: 'enrol',
              enrolment: reply.data as unknown as OperatorTotpEnrolment,
            });
          if (reply.debug === 'wrong_code' || reply.debug === 'operator_code_used') {
            setCode('');
            return setCodeError(reply.message);
          }
          refusal.show(reply.message, reply.debug);
        },
      },
    );
  };
  const restart = () => {
    refusal.clear();
    setStep({ kind: 'password' });
    setCode('');
    setCodeError(undefined);
  };

  return (
    <Paper withBorder radius="md" p="lg" maw={step.kind === 'enrol' ? 560 : 380} mx="auto" mt="xl">
      <form onSubmit={submit} noValidate data-testid="operator-login">
        <Stack gap="md">
          <Title order={2} fz="xl">
            {step.kind === 'enrol' ? t('boAccess.enrolTitle') : t('backoffice.login')}
          </Title>
          {step.kind === 'password' ? (
            <>
              <TextInput
                label={t('backoffice.username')}
                autoComplete="username"
                value={username}
                onChange={(e) => refusal.clearing(setUsername)(e.currentTarget.value)}
                data-testid="operator-username"
              />
              <PasswordInput
                label={t('backoffice.password')}
                autoComplete="current-password"
                value={password}
                onChange={(e) => refusal.clearing(setPassword)(e.currentTarget.value)}
                data-testid="operator-password"
              />
            </>
          ) : null}
          {step.kind === 'enrol' ? <Enrolment enrolment={step.enrolment} /> : null}
          {step.kind === 'code' ? <Text size="sm">{t('boAccess.codeHint')}</Text> : null}
          {asksCode ? (
            <CodeField
              label={t('boAccess.codeLabel')}
              value={code}
              onChange={setCode}
              error={codeError}
              testId="operator-code"
              autoFocus
            />
          ) : null}
          <FormRefusal refusal={refusal} />
          <Group>
            <Button type="submit" loading={login.isPending} data-testid="operator-submit">
              {t('backoffice.signIn')}
            </Button>
            {asksCode ? (
              <Button variant="subtle" color="gray" onClick={restart} data-testid="operator-back">
                {t('boAccess.back')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function Enrolment({ enrolment }: { enrolment: OperatorTotpEnrolment }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light">
        {t('boAccess.enrolBody')}
      </Alert>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Image
          src={enrolment.qrDataUrl}
          alt={t('boAccess.qrAlt')}
          w={200}
          h={200}
          radius="md"
          bg="white"
          data-testid="operator-totp-qr"
        />
        <Stack gap="xs" maw={280}>
          <Text size="sm">{t('security.gaOrType')}</Text>
          <Code fz="md" style={{ wordBreak: 'break-all' }} data-testid="operator-totp-secret">
            {enrolment.secret}
          </Code>
        </Stack>
      </Group>
    </Stack>
  );
}
