import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UserProfile } from '@lale/contract/methods/user';
import { useTranslation } from 'react-i18next';
import { useUserProfile } from '../../../shared/api/user-profile.ts';
import { formatDate } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { UserIcon } from '../../../shared/ui/icons.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { CloseAccountForm } from './close-account-form.tsx';
import { PersonalDataExport } from './personal-data-export.tsx';

/** user get_user_profile, read only; then the player's own data to take away, and closing. */
export function AccountInfo() {
  const { t } = useTranslation();
  const query = useUserProfile();
  return (
    <QueryView query={query} empty={{ title: t('profile.noProfile') }} icon={<UserIcon />}>
      {(profile) => (
        <Stack gap="xl">
          <ProfileFields profile={profile} />
          <PersonalDataExport />
          <CloseAccountForm twoFactor={profile.twoFactor} />
        </Stack>
      )}
    </QueryView>
  );
}

function ProfileFields({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const rows: [string, string][] = [
    [t('register.firstname'), profile.firstname],
    [t('register.lastname'), profile.lastname],
    [t('register.username'), profile.username],
    [t('register.email'), profile.email],
    [t('register.phone'), profile.phone],
    [t('register.birthdate'), formatDate(profile.birthdate, lang)],
    [t('register.city'), profile.city],
    [t('register.currency'), profile.currency],
  ];
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge color={profile.emailVerified ? 'teal' : 'yellow'} variant="light">
          {profile.emailVerified ? t('profile.emailVerified') : t('profile.emailNotVerified')}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {rows.map(([label, value]) => (
          <Stack key={label} gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {label}
            </Text>
            <Text>{value || '—'}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
