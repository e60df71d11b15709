import { NavLink as MantineNavLink, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../../shared/routes/paths.ts';
import { READABLE_TYPES } from './info-types.ts';

/** The list of information pages beside the text. */
export function InfoNav({ current }: { current: string }) {
  const { t } = useTranslation();
  return (
    <Paper component="nav" aria-label={t('info.navLabel')} withBorder p="xs" radius="lg">
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" py={6}>
        {t('info.navLabel')}
      </Text>
      {READABLE_TYPES.map((type) => (
        <MantineNavLink
          key={type}
          component={NavLink}
          to={type === 'SiteInformation' ? paths.aboutUs : paths.info(type)}
          label={t(`info.types.${type}`)}
          active={current === type}
          variant="light"
          style={{ borderRadius: 8 }}
        />
      ))}
    </Paper>
  );
}
