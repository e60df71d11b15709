import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { LoginData, TwoFactorType } from '@lale/contract/methods/user';
import { isTwoFactorCodeFormat } from '@lale/contract/validators/two-factor-code';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField } from '../../../shared/forms/code-field.tsx';
import { FormRefusal } from '../../../shared/forms/form-refusal.tsx';
import { useRefusal } from '../../../shared/forms/use-refusal.ts';
import { useMessage } from '../../../shared/i18n/translate-message.ts';
import { showReplyToast } from '../../../shared/ui/toast.ts';
import { useResendSms } from '../api/resend-sms.ts';
import { useVerifySecondFactor } from '../api/verify-second-factor.ts';

interface SecondFactorStepProps {
  kind: Exclude<TwoFactorType, 'none'>;
  challenge: string;
  onVerified: (data: LoginData) => void;
  /** Back to the password step: asked for, or with the reason when the pending login expired. */
  onCancel: (reason?: string) => void;
}

/** SPEC §4: the 6-digit code prompt; storage happens only after a correct code. */
export function SecondFactorStep({ kind, challenge, onVerified, onCancel }: SecondFactorStepProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const verify = useVerifySecondFactor();
  const resend = useResendSms();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  // A refused resend (texts too close together) stays under the buttons until read.
  const refusal = useRefusal();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!isTwoFactorCodeFormat(code)) return setError(message('code_format'));
    setError(undefined);
    refusal.clear();
    verify.mutate(
      { kind, code, challenge },
      {
        onSuccess: (reply) => {
          if (reply.result && reply.data) return onVerified(reply.data);
          if (!reply.result && reply.debug === 'login_challenge_expired')
            return onCancel(reply.message);
          setCode('');
          setError(reply.result ? message('generic_error') : reply.message);
        },
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('auth.codeTitle')}
      data-testid="second-factor-step"
    >
      <Stack gap="md" align="center">
        <Text ta="center">{kind === 'ga' ? t('auth.codeIntroGa') : t('auth.codeIntroSms')}</Text>
        <CodeField
          label={t('auth.code')}
          value={code}
          onChange={setCode}
          error={error}
          testId="login-code"
          autoFocus
        />
        <Button
          type="submit"
          fullWidth
          size="md"
          loading={verify.isPending}
          data-testid="login-code-submit"
        >
          {t('auth.verify')}
        </Button>
        <Group justify="space-between" w="100%">
          <Anchor component="button" type="button" size="sm" onClick={() => onCancel()}>
            {t('auth.backToLogin')}
          </Anchor>
          {kind === 'sms' ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() =>
                resend.mutate(challenge, {
                  onSuccess: (reply) =>
                    reply.result ? showReplyToast(reply) : refusal.show(reply.message, reply.debug),
                })
              }
              disabled={resend.isPending}
              data-testid="login-code-resend"
            >
              {t('auth.resendSms')}
            </Anchor>
          ) : null}
        </Group>
        <FormRefusal refusal={refusal} />
      </Stack>
    </form>
  );
}
