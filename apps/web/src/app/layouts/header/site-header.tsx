import { Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountArea } from './account-area.tsx';
import { ColorSchemeToggle } from './color-scheme-toggle.tsx';
import { HeaderNav } from './header-nav.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';
import classes from './site-header.module.css';

/** The drawer (modal, focus trap, scroll lock) is code most visits never run: it loads on demand. */
const MobileMenu = lazy(() => import('./mobile-menu.tsx').then((m) => ({ default: m.MobileMenu })));

export function SiteHeader() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [wanted, setWanted] = useState(false);
  const onBurger = () => {
    setWanted(true);
    toggle();
  };
  return (
    <Box component="header" data-testid="site-header" className={classes.header}>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={onBurger}
              hiddenFrom="md"
              size="sm"
              aria-label={t('header.openMenu')}
            />
            <Logo />
          </Group>
          <Box visibleFrom="md" style={{ flex: 1, minWidth: 0, overflowX: 'auto' }}>
            <HeaderNav />
          </Box>
          <Group gap="xs" wrap="nowrap">
            {/* A phone's header keeps the account's controls; these two move to the menu. */}
            <Box visibleFrom="xs">
              <LanguageSwitch />
            </Box>
            <Box visibleFrom="xs">
              <ColorSchemeToggle />
            </Box>
            <AccountArea />
          </Group>
        </Group>
      </Container>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={close} />
        </Suspense>
      ) : null}
    </Box>
  );
}
