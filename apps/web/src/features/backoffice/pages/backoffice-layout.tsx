import type { Permission } from '@lale/contract/backoffice-permissions';
import type { Lang } from '@lale/contract/languages';
import {
  Burger,
  Button,
  Center,
  Container,
  Drawer,
  Flex,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../../shared/store/app-actions.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { LOCALES } from '../../../shared/store/session-types.ts';
import { useOperator, useOperatorLogout } from '../api/backoffice-api.ts';
import { OperatorLogin } from '../components/operator-login.tsx';
import { OperatorPasswordChange } from '../components/operator-password-change.tsx';
import { useNarrowScreen } from '../components/use-narrow-screen.ts';

/** Each section shows only to roles that hold its permission (the server refuses the rest). */
const SECTIONS = [
  {
    to: '/backoffice',
    end: true,
    label: 'boSports.nav.cashier',
    testId: 'bo-nav-cashier',
    permission: 'finance.view',
  },
  {
    to: '/backoffice/sportsbook',
    end: false,
    label: 'boSports.nav.sportsbook',
    testId: 'bo-nav-sportsbook',
    permission: 'sportsbook.trade',
  },
  {
    to: '/backoffice/support',
    end: false,
    label: 'boSupport.nav',
    testId: 'bo-nav-support',
    permission: 'support.answer',
  },
  {
    to: '/backoffice/players',
    end: false,
    label: 'boPlayers.nav',
    testId: 'bo-nav-players',
    permission: 'players.view',
  },
  {
    to: '/backoffice/catalogue',
    end: false,
    label: 'boCatalogue.nav',
    testId: 'bo-nav-catalogue',
    permission: 'catalogue.edit',
  },
  {
    to: '/backoffice/content',
    end: false,
    label: 'boContent.nav',
    testId: 'bo-nav-content',
    permission: 'content.edit',
  },
  {
    to: '/backoffice/bonuses',
    end: false,
    label: 'boBonus.nav',
    testId: 'bo-nav-bonuses',
    permission: 'bonus.manage',
  },
  {
    to: '/backoffice/tournaments',
    end: false,
    label: 'boPrizes.tournaments.nav',
    testId: 'bo-nav-tournaments',
    permission: 'bonus.manage',
  },
  {
    to: '/backoffice/lottery',
    end: false,
    label: 'boPrizes.lottery.nav',
    testId: 'bo-nav-lottery',
    permission: 'bonus.manage',
  },
  {
    to: '/backoffice/reports',
    end: false,
    label: 'boReports.nav',
    testId: 'bo-nav-reports',
    permission: 'reports.view',
  },
  {
    to: '/backoffice/operators',
    end: false,
    label: 'boAccess.nav.operators',
    testId: 'bo-nav-operators',
    permission: 'operators.manage',
  },
  {
    to: '/backoffice/settings',
    end: false,
    label: 'boAccess.settings.nav',
    testId: 'bo-nav-settings',
    permission: 'operators.manage',
  },
  {
    to: '/backoffice/audit',
    end: false,
    label: 'boAccess.nav.audit',
    testId: 'bo-nav-audit',
    permission: 'audit.view',
  },
] as const satisfies readonly {
  to: string;
  end: boolean;
  label: string;
  testId: string;
  permission: Permission;
}[];

/**
 * /backoffice/*: the operator's sign-in, then the header (who is signed in, sign out) and the
 * sections the operator's role may open; on a phone both sit in a drawer behind a burger.
 */
export function BackofficeLayout() {
  const { t } = useTranslation();
  const operator = useOperator();
  const logout = useOperatorLogout();
  const { pathname } = useLocation();
  const narrow = useNarrowScreen();
  const [menuOpened, menu] = useDisclosure(false);

  if (operator.isPending)
    return (
      <Center mih="50vh">
        <Loader />
      </Center>
    );
  const me = operator.data?.result ? operator.data.data : null;
  if (!me) return <OperatorLogin />;
  if (me.mustChangePassword) return <OperatorPasswordChange />;
  const sections = SECTIONS.filter((section) => me.permissions.includes(section.permission));
  const current = [...SECTIONS]
    .sort((a, b) => b.to.length - a.to.length)
    .find((section) =>
      section.end ? pathname.replace(/\/$/, '') === section.to : pathname.startsWith(section.to),
    );
  const allowed = !current || me.permissions.includes(current.permission);
  // The queue is the home page: a role without finance starts at its first own section.
  const landing = sections[0];
  if (!allowed && current?.end && landing) return <Navigate to={landing.to} replace />;

  const navigation = (vertical: boolean) => (
    <Flex
      component="nav"
      aria-label={t('boSports.nav.label')}
      direction={vertical ? 'column' : 'row'}
      wrap="wrap"
      gap="xs"
    >
      {sections.map((section) => {
        const active = section.end
          ? pathname.replace(/\/$/, '') === section.to
          : pathname.startsWith(section.to);
        return (
          <Button
            key={section.to}
            component={NavLink}
            to={section.to}
            end={section.end}
            variant={active ? 'filled' : 'default'}
            size="sm"
            justify={vertical ? 'flex-start' : undefined}
            onClick={menu.close}
            data-testid={section.testId}
          >
            {t(section.label)}
          </Button>
        );
      })}
    </Flex>
  );
  const account = (
    <Group gap="sm">
      <LanguageToggle />
      <Text size="sm" data-testid="operator-name">
        {t('backoffice.signedInAs', {
          username: me.username,
          role: t(`boAccess.roles.${me.role}`),
        })}
      </Text>
      <Button
        size="xs"
        variant="default"
        onClick={() => logout.mutate()}
        data-testid="operator-logout"
      >
        {t('backoffice.signOut')}
      </Button>
    </Group>
  );

  return (
    <Container size="xl" py="lg" px={{ base: 'xs', sm: 'md' }} data-testid="page-backoffice">
      <Stack gap="lg">
        <Group justify="space-between" gap="sm" wrap={narrow ? 'nowrap' : 'wrap'}>
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            {t('backoffice.title')}
          </Title>
          {narrow ? (
            <Burger
              opened={menuOpened}
              onClick={menu.toggle}
              aria-label={t('header.menu')}
              aria-expanded={menuOpened}
              data-testid="bo-nav-burger"
            />
          ) : (
            account
          )}
        </Group>
        {narrow ? (
          <Drawer
            opened={menuOpened}
            onClose={menu.close}
            title={t('backoffice.title')}
            size="xs"
            data-testid="bo-nav-drawer"
          >
            <Stack gap="lg">
              {account}
              {navigation(true)}
            </Stack>
          </Drawer>
        ) : (
          navigation(false)
        )}
        {allowed ? (
          <Outlet />
        ) : (
          <Text c="dimmed" data-testid="bo-no-access">
            {t('boAccess.noAccess')}
          </Text>
        )}
      </Stack>
    </Container>
  );
}

/** TR / EN for the back office (it has no site header); the server's texts are read again. */
function LanguageToggle() {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const client = useQueryClient();
  return (
    <div role="group" aria-label={t('header.language')} data-testid="bo-language">
      <Button.Group>
        {LOCALES.map((option) => (
          <Button
            key={option.lang}
            size="xs"
            lang={option.lang}
            variant={option.lang === lang ? 'filled' : 'default'}
            aria-pressed={option.lang === lang}
            onClick={() => {
              setLanguage(option.lang as Lang);
              void client.invalidateQueries({ queryKey: ['backoffice'] });
            }}
          >
            {option.title}
          </Button>
        ))}
      </Button.Group>
    </div>
  );
}
