import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { ShieldIcon } from '../../../shared/ui/icons.tsx';
import { GaSection } from './ga-section.tsx';
import { SmsConfirmation } from './sms-confirmation.tsx';
import { TwoFactorTypeForm } from './two-factor-type-form.tsx';

/** The security tab: second-factor status (SPEC §4 otpStatus), authenticator, type and SMS. */
export function TwoFactorPanel() {
  const { t } = useTranslation();
  const otp = useAppStore((state) => state.otpStatus);
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <ShieldIcon />
        <Text fw={600}>{t('profile.twoFactor')}</Text>
        <Badge color={otp ? 'teal' : 'gray'} variant="light" data-testid="otp-status" data-on={otp}>
          {otp ? t('profile.on') : t('profile.off')}
        </Badge>
      </Group>
      <GaSection />
      <TwoFactorTypeForm />
      <SmsConfirmation />
    </Stack>
  );
}
