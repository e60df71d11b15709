import { Anchor, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { TWO_FACTOR_CODE_LENGTH } from '@lale/contract/constants';
import type { LoginData, TwoFactorType } from '@lale/contract/methods/user';
import { isTwoFactorCodeFormat } from '@lale/contract/validators/two-factor-code';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../shared/i18n/translate-message.ts';
import { showReplyToast } from '../../../shared/ui/toast.ts';
import { useResendSms } from '../api/resend-sms.ts';
import { useVerifySecondFactor } from '../api/verify-second-factor.ts';

interface SecondFactorStepProps {
  kind: Exclude<TwoFactorType, 'none'>;
  challenge: string;
  onVerified: (data: LoginData) => void;
  onCancel: () => void;
}

/** SPEC §4: the 6-digit code prompt; storage happens only after a correct code. */
export function SecondFactorStep({ kind, challenge, onVerified, onCancel }: SecondFactorStepProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const verify = useVerifySecondFactor();
  const resend = useResendSms();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!isTwoFactorCodeFormat(code)) return setError(message('code_format'));
    setError(null);
    verify.mutate(
      { kind, code, challenge },
      {
        onSuccess: (reply) => {
          if (reply.result && reply.data) onVerified(reply.data);
          else showReplyToast(reply);
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
        <PinInput
          length={TWO_FACTOR_CODE_LENGTH}
          type="number"
          oneTimeCode
          value={code}
          onChange={setCode}
          error={Boolean(error)}
          aria-label={t('auth.code')}
          size="md"
          autoFocus
        />
        {error ? (
          <Text c="red.5" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
        <Button type="submit" fullWidth size="md" loading={verify.isPending}>
          {t('auth.verify')}
        </Button>
        <Group justify="space-between" w="100%">
          <Anchor component="button" type="button" size="sm" onClick={onCancel}>
            {t('auth.backToLogin')}
          </Anchor>
          {kind === 'sms' ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => resend.mutate(challenge, { onSuccess: showReplyToast })}
            >
              {t('auth.resendSms')}
            </Anchor>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
