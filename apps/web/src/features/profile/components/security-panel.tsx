import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../shared/i18n/translate-message.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { ShieldIcon } from '../../../shared/ui/icons.tsx';

/** Second factor status (SPEC §4 otpStatus) and the security actions of later issues. */
export function SecurityPanel() {
  const { t } = useTranslation();
  const message = useMessage();
  const otp = useAppStore((state) => state.otpStatus);
  const items = [
    t('profile.changePassword'),
    t('profile.changeUsername'),
    t('profile.changeEmail'),
    t('profile.twoFactorSetup'),
  ];
  return (
    <Stack gap="md">
      <Group gap="sm">
        <ShieldIcon />
        <Text fw={600}>{t('profile.twoFactor')}</Text>
        <Badge color={otp ? 'teal' : 'gray'} variant="light">
          {otp ? t('profile.on') : t('profile.off')}
        </Badge>
      </Group>
      {items.map((label) => (
        <Paper key={label} withBorder p="md" radius="md">
          <Group justify="space-between" wrap="wrap">
            <Text fw={600}>{label}</Text>
            <Text size="sm" c="dimmed">
              {message('not_available_yet')}
            </Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
