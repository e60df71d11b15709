import {
  ActionIcon,
  Avatar,
  Group,
  Menu,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotificationBell } from './notification-bell.tsx';
import { displayNameOf, initialsOf } from '../../../shared/lib/initials.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { logout } from '../../../shared/session/logout.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { openSupport } from '../../../shared/support/support-launcher.ts';
import {
  BellIcon,
  ChatIcon,
  HeartIcon,
  LogoutIcon,
  TicketIcon,
  UserIcon,
} from '../../../shared/ui/icons.tsx';

/** Name, initials avatar, account links and logout for a signed-in player. */
export function PlayerMenu() {
  const { t } = useTranslation();
  const profile = useAppStore((state) => state.userProfile);
  const name = displayNameOf(profile) || t('header.account');
  return (
    <Group gap={6} wrap="nowrap">
      <NotificationBell />
      <Menu position="bottom-end" width={220} withinPortal>
        <Menu.Target>
          {/* Named by what it shows (initials, username) and a hidden hint: a name that hid
              the visible text would not match what voice-control users say to press it. */}
          <UnstyledButton data-testid="header-user">
            <Group gap={8} wrap="nowrap">
              <Avatar
                color="tulip"
                variant="filled"
                radius="xl"
                size={36}
                data-testid="header-avatar"
              >
                {initialsOf(profile)}
              </Avatar>
              <Text fw={600} size="sm" visibleFrom="sm" lineClamp={1} maw={140}>
                {profile?.username || name}
              </Text>
              <VisuallyHidden>{t('header.accountMenu', { name })}</VisuallyHidden>
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{name}</Menu.Label>
          <Menu.Item component={Link} to={paths.profile} leftSection={<UserIcon size={16} />}>
            {t('nav.profile')}
          </Menu.Item>
          <Menu.Item component={Link} to={paths.deposit} data-testid="menu-deposit">
            {t('nav.deposit')}
          </Menu.Item>
          <Menu.Item component={Link} to={paths.withdraw} data-testid="menu-withdraw">
            {t('nav.withdraw')}
          </Menu.Item>
          <Menu.Item component={Link} to={paths.bankAccounts} data-testid="menu-bank-accounts">
            {t('nav.bankAccounts')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item component={Link} to={paths.favorites} leftSection={<HeartIcon size={16} />}>
            {t('nav.favorites')}
          </Menu.Item>
          <Menu.Item component={Link} to={paths.notifications} leftSection={<BellIcon size={16} />}>
            {t('nav.notifications')}
          </Menu.Item>
          <Menu.Item component={Link} to={paths.tickets} leftSection={<TicketIcon size={16} />}>
            {t('nav.tickets')}
          </Menu.Item>
          {/* A phone's header has no room for live support's button nor the logout button: here
              instead (the floating support button of wider screens would cover the page). */}
          <Menu.Item
            hiddenFrom="sm"
            leftSection={<ChatIcon size={16} />}
            onClick={openSupport}
            data-testid="menu-support"
          >
            {t('support.open')}
          </Menu.Item>
          <Menu.Divider hiddenFrom="xs" />
          <Menu.Item
            hiddenFrom="xs"
            leftSection={<LogoutIcon size={16} />}
            onClick={() => void logout()}
            data-testid="menu-logout"
          >
            {t('header.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Tooltip label={t('header.logout')}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          radius="xl"
          visibleFrom="xs"
          aria-label={t('header.logout')}
          onClick={() => void logout()}
          data-testid="header-logout"
        >
          <LogoutIcon />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
