import { Box, Burger, Container, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { AccountArea, GuestLinks } from './account-area.tsx';
import { ColorSchemeToggle } from './color-scheme-toggle.tsx';
import { HeaderNav } from './header-nav.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';
import classes from './site-header.module.css';

export function SiteHeader() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <Box component="header" data-testid="site-header" className={classes.header}>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={t('header.openMenu')}
            />
            <Logo />
          </Group>
          <Box visibleFrom="md" style={{ flex: 1 }}>
            <HeaderNav />
          </Box>
          <Group gap="xs" wrap="nowrap">
            <Box visibleFrom="xs">
              <LanguageSwitch />
            </Box>
            <ColorSchemeToggle />
            <AccountArea />
          </Group>
        </Group>
      </Container>
      <Drawer opened={opened} onClose={close} title={t('header.menu')} size="xs" hiddenFrom="md">
        <Stack gap="lg">
          <HeaderNav vertical onNavigate={close} />
          <Box hiddenFrom="xs">
            <LanguageSwitch />
          </Box>
          <GuestLinks onNavigate={close} />
        </Stack>
      </Drawer>
    </Box>
  );
}
