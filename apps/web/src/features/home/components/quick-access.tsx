import { Box, Text } from '@mantine/core';
import { QUICK_ACCESS_CATEGORY } from '@lale/contract/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/routes/paths.ts';
import { QuickActions } from './quick-actions.tsx';
import { QuickGames } from './quick-games.tsx';
import { SectionHeader } from './section-header.tsx';

/**
 * Quick access (SPEC §1): live support (the widget, or WhatsApp and Telegram), bonus claim,
 * live stream and social links, every link from the CMS's `bottomBarInfo` and
 * `SocialMediaLinks`; then the quick-access games (SPEC §9).
 */
export function QuickAccess() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="quick-access">
      <SectionHeader
        id={headingId}
        title={t('quick.title')}
        moreHref={paths.lobbyCategory('slot', QUICK_ACCESS_CATEGORY)}
        moreLabel={t('common.seeAll')}
      />
      <QuickActions />
      <Text fw={700} size="sm" c="dimmed" mt="md" mb={8}>
        {t('quick.games')}
      </Text>
      <QuickGames label={t('quick.games')} />
    </Box>
  );
}
