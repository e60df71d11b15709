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
      <Container size="xl" h="100%" px={{ base: 8, xs: 'md' }} className={classes.bar}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          <Group gap="xs" wrap="nowrap" className={classes.edge} data-testid="header-start">
            <Burger
              opened={opened}
              onClick={onBurger}
              hiddenFrom="md"
              size="sm"
              aria-label={t('header.openMenu')}
            />
            <Logo />
          </Group>
          <Box visibleFrom="md" style={{ flex: 1, minWidth: 0 }}>
            <HeaderNav />
          </Box>
          <Group gap="xs" wrap="nowrap" className={classes.edge} data-testid="header-end">
            {/* Below the menu's row the header keeps the account's controls; these two move to
                the burger's drawer (a tablet's signed-in header has no room for them). */}
            <Box visibleFrom="md">
              <LanguageSwitch />
            </Box>
            <Box visibleFrom="md">
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
