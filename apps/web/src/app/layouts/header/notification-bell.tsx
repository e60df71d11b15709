import { ActionIcon, Indicator } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnseenNotifications } from '../../../shared/notifications/use-unseen-count.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { BellIcon } from '../../../shared/ui/icons.tsx';

/**
 * The header's bell: a badge on it counts notices since the last visit, refreshed on its own.
 * The bell's name says the count ("3 unread notifications"); the badge's bare figure is hidden
 * from screen readers so that it is not read out alone.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const unseen = useUnseenNotifications();
  const label =
    unseen > 0 ? t('header.notificationsUnseen', { count: unseen }) : t('nav.notifications');
  return (
    <Indicator
      label={unseen > 99 ? '99+' : unseen}
      size={18}
      color="red"
      disabled={unseen === 0}
      offset={4}
      attributes={{
        indicator: { 'aria-hidden': true, 'data-testid': 'header-notification-count' },
      }}
      data-testid="header-notification-badge"
    >
      <ActionIcon
        component={Link}
        to={paths.notifications}
        variant="subtle"
        color="gray"
        size="lg"
        radius="xl"
        aria-label={label}
        data-testid="header-notifications"
      >
        <BellIcon size={20} />
      </ActionIcon>
    </Indicator>
  );
}
