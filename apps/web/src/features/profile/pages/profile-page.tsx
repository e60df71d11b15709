import { Avatar, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { displayNameOf, initialsOf } from '../../../shared/lib/initials.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { AccountInfo } from '../components/account-info.tsx';
import { BankAccountsPanel } from '../components/bank-accounts-panel.tsx';
import { HistoryPanel } from '../components/history-panel.tsx';
import { SecurityPanel } from '../components/security-panel.tsx';

/** /profile (also /me): account information, security, bank accounts and recent history. */
export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useAppStore((state) => state.userProfile);
  const lang = useAppStore((state) => state.userLanguage);
  return (
    <Page testId="page-profile" title={t('profile.title')}>
      <Paper withBorder p="lg" radius="lg">
        <Group gap="md">
          <Avatar color="tulip" variant="filled" radius="xl" size={56}>
            {initialsOf(profile)}
          </Avatar>
          <Stack gap={2}>
            <Text fw={700} fz="lg">
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
      <Tabs defaultValue="account" variant="outline" radius="md" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="account">{t('profile.accountTab')}</Tabs.Tab>
          <Tabs.Tab value="security">{t('profile.securityTab')}</Tabs.Tab>
          <Tabs.Tab value="banks">{t('profile.banksTab')}</Tabs.Tab>
          <Tabs.Tab value="history">{t('profile.historyTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="account" pt="lg">
          <AccountInfo />
        </Tabs.Panel>
        <Tabs.Panel value="security" pt="lg">
          <SecurityPanel />
        </Tabs.Panel>
        <Tabs.Panel value="banks" pt="lg">
          <BankAccountsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="lg">
          <HistoryPanel />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}
