import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon } from '../../../shared/ui/icons.tsx';

/** Light / dark, remembered under `colorScheme` by Mantine's localStorage manager. */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('dark');
  const { t } = useTranslation();
  const next = scheme === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon
      data-testid="color-scheme-toggle"
      variant="default"
      size="lg"
      radius="xl"
      aria-label={next === 'dark' ? t('header.darkMode') : t('header.lightMode')}
      onClick={() => setColorScheme(next)}
    >
      {scheme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </ActionIcon>
  );
}
