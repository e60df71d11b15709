import { Button, Stack } from '@mantine/core';
import { isTwoFactorCodeFormat } from '@lale/contract/validators/two-factor-code';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField } from '../../../shared/forms/code-field.tsx';
import { useMessage } from '../../../shared/i18n/translate-message.ts';
import { showReplyToast } from '../../../shared/ui/toast.ts';
import { useValidateSms } from '../api/validate-sms.ts';
import { SecurityCard } from './security-card.tsx';
import { SmsCodeRequest } from './sms-code-request.tsx';

/** Checks that texts reach the player's phone: sms_send, then the code back (sms_validate). */
export function SmsConfirmation() {
  const { t } = useTranslation();
  const message = useMessage();
  const validate = useValidateSms();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!isTwoFactorCodeFormat(code)) return setError(message('code_format'));
    setError(undefined);
    validate.mutate(code, {
      onSuccess: (reply) => {
        setCode('');
        if (!reply.result) return setError(reply.message);
        showReplyToast({ result: true, message: t('security.smsConfirmed') });
      },
    });
  };
  return (
    <SecurityCard
      testId="sms-confirmation"
      title={t('security.smsTitle')}
      description={t('security.smsBody')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md" align="flex-start">
          <SmsCodeRequest testId="sms-confirmation-send" />
          <CodeField
            label={t('security.smsCodeLabel')}
            value={code}
            onChange={setCode}
            error={error}
            testId="sms-confirmation-code"
          />
          <Button type="submit" loading={validate.isPending} data-testid="sms-confirmation-submit">
            {t('security.smsConfirm')}
          </Button>
        </Stack>
      </form>
    </SecurityCard>
  );
}
