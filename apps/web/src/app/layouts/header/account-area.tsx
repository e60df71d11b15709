import { Button, Group, Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SessionClock } from '../../../features/responsible-gaming/components/session-clock.tsx';
import { paths } from '../../../shared/routes/paths.ts';
import { useIsSignedIn } from '../../../shared/session/session-actions.ts';
import { hasStoredSession } from '../../../shared/session/stored-session.ts';
import { SupportHeaderButton } from './support-button.tsx';

const loadPlayerMenu = () => import('./player-menu.tsx').then((m) => ({ default: m.PlayerMenu }));
const loadHeaderBalance = () =>
  import('./header-balance.tsx').then((m) => ({ default: m.HeaderBalance }));
/** The player's menu (menus, tooltips and their positioning library) loads only for players. */
const PlayerMenu = lazy(loadPlayerMenu);
/** Likewise the balance (its tooltip brings the positioning library): guests never load it. */
const HeaderBalance = lazy(loadHeaderBalance);
// A returning player's header needs both at once: fetch them as the app starts, not one round
// trip after its first render (the header's account area used to appear 2-4 s late).
if (hasStoredSession()) {
  void loadPlayerMenu();
  void loadHeaderBalance();
}

/** Login and register for guests; name, initials avatar, account links and logout for players. */
export function AccountArea() {
  const signedIn = useIsSignedIn();
  const { t } = useTranslation();
  if (!signedIn)
    return (
      <Group gap="xs" wrap="nowrap">
        <SupportHeaderButton />
        <Button
          component={Link}
          to={paths.login}
          variant="default"
          size="sm"
          data-testid="header-login"
        >
          {t('header.login')}
        </Button>
        <Button
          component={Link}
          to={paths.register}
          size="sm"
          data-testid="header-register"
          visibleFrom="xs"
        >
          {t('header.register')}
        </Button>
      </Group>
    );
  return (
    <Group gap="sm" wrap="nowrap">
      <SessionClock />
      <Suspense fallback={<Skeleton height={20} width={90} />}>
        <HeaderBalance />
      </Suspense>
      <Button
        component={Link}
        to={paths.deposit}
        size="sm"
        visibleFrom="sm"
        data-testid="header-deposit"
      >
        {t('nav.deposit')}
      </Button>
      <Suspense fallback={<Skeleton height={36} width={36} circle />}>
        <PlayerMenu />
      </Suspense>
    </Group>
  );
}

/** Register and log in inside the mobile drawer, where the header has no room for both. */
export function GuestLinks({ onNavigate }: { onNavigate: () => void }) {
  const signedIn = useIsSignedIn();
  const { t } = useTranslation();
  if (signedIn) return null;
  return (
    <Group gap="xs" grow hiddenFrom="xs">
      <Button component={Link} to={paths.login} variant="default" onClick={onNavigate}>
        {t('header.login')}
      </Button>
      <Button component={Link} to={paths.register} onClick={onNavigate}>
        {t('header.register')}
      </Button>
    </Group>
  );
}
