import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { displayNameOf, initialsOf } from '../../../shared/lib/initials.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';

/** The initials avatar (SPEC §3: first letters of the names, else R and B), name, last login. */
export function ProfileSummary() {
  const { t } = useTranslation();
  const profile = useAppStore((state) => state.userProfile);
  const lang = useAppStore((state) => state.userLanguage);
  return (
    <Paper withBorder p="lg" radius="lg">
      <Group gap="md">
        <Avatar color="tulip" variant="filled" radius="xl" size={56} data-testid="profile-avatar">
          {initialsOf(profile)}
        </Avatar>
        <Stack gap={2}>
          <Text fw={700} fz="lg" data-testid="profile-name">
            {displayNameOf(profile)}
          </Text>
          {profile?.lastlogin ? (
            <Text size="sm" c="dimmed">
              {t('profile.lastLogin', { date: formatDateTime(profile.lastlogin, lang) })}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
