import { Button, PasswordInput, SegmentedControl, Stack, Text } from '@mantine/core';
import type { TwoFactorType } from '@lale/contract/methods/user';
import { isTwoFactorCodeFormat } from '@lale/contract/validators/two-factor-code';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField } from '../../../shared/forms/code-field.tsx';
import { useMessage } from '../../../shared/i18n/translate-message.ts';
import { setOtpStatus } from '../../../shared/session/session-actions.ts';
import { showReplyToast } from '../../../shared/ui/toast.ts';
import { useSetTwoFactorType, useTwoFactorType } from '../api/two-factor-type.ts';
import { refreshSecurity } from '../lib/refresh-security.ts';
import { SecurityCard } from './security-card.tsx';
import { SmsCodeRequest } from './sms-code-request.tsx';

const TYPES: TwoFactorType[] = ['none', 'ga', 'sms'];

/**
 * two_auth_type: which second factor login asks for. The server wants proof for a switch: a
 * code of the authenticator ('ga'), a texted code ('sms'), or the current password ('none').
 */
export function TwoFactorTypeForm() {
  const { t } = useTranslation();
  const message = useMessage();
  const client = useQueryClient();
  const current = useTwoFactorType().data?.type;
  const save = useSetTwoFactorType();
  const [target, setTarget] = useState<TwoFactorType | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ code?: string; current_password?: string }>({});
  const chosen = target ?? current ?? 'none';
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (chosen === 'none' && !password)
      return setErrors({ current_password: message('required_field') });
    if (chosen !== 'none' && !isTwoFactorCodeFormat(code))
      return setErrors({ code: message('code_format') });
    setErrors({});
    const proof = chosen === 'none' ? { current_password: password } : { code };
    save.mutate(
      { type: chosen, ...proof },
      {
        onSuccess: (reply) => {
          setCode('');
          if (!reply.result) return setErrors(reply.data?.fields ?? { code: reply.message });
          showReplyToast(reply);
          setOtpStatus(reply.data.type);
          setPassword('');
          setTarget(null);
          refreshSecurity(client);
        },
      },
    );
  };
  return (
    <SecurityCard
      testId="two-factor-type"
      title={t('security.typeTitle')}
      description={t('security.typeBody')}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md" align="flex-start">
          <Text size="sm" data-testid="two-factor-current" data-type={current}>
            {t('security.typeCurrent', { type: current ? t(`security.types.${current}`) : '…' })}
          </Text>
          <SegmentedControl
            value={chosen}
            onChange={(value) => setTarget(value as TwoFactorType)}
            data={TYPES.map((type) => ({ value: type, label: t(`security.types.${type}`) }))}
            data-testid="two-factor-choice"
          />
          {chosen === 'sms' ? <SmsCodeRequest testId="two-factor-sms-send" /> : null}
          {chosen === 'none' ? (
            <PasswordInput
              label={t('security.currentPassword')}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={errors.current_password}
              data-testid="two-factor-password"
              w="100%"
              maw={360}
            />
          ) : (
            <CodeField
              label={chosen === 'ga' ? t('security.gaCodeLabel') : t('security.smsCodeLabel')}
              value={code}
              onChange={setCode}
              error={errors.code}
              testId="two-factor-code"
            />
          )}
          <Button
            type="submit"
            loading={save.isPending}
            disabled={chosen === current}
            data-testid="two-factor-save"
          >
            {t('security.typeSave')}
          </Button>
        </Stack>
      </form>
    </SecurityCard>
  );
}
