import { Drawer, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GuestLinks } from './account-area.tsx';
import { ColorSchemeToggle } from './color-scheme-toggle.tsx';
import { HeaderNav } from './header-nav.tsx';
import { LanguageSwitch } from './language-switch.tsx';

/** The small-screen menu drawer; loaded on the first tap of the burger. */
export function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer opened={opened} onClose={onClose} title={t('header.menu')} size="xs" hiddenFrom="md">
      <Stack gap="lg">
        <HeaderNav vertical onNavigate={onClose} />
        <Group gap="sm">
          <LanguageSwitch />
          <ColorSchemeToggle />
        </Group>
        <GuestLinks onNavigate={onClose} />
      </Stack>
    </Drawer>
  );
}
