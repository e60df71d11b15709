import { Anchor, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../routes/paths.ts';
import { TrophyIcon } from '../ui/icons.tsx';
import { BigWinItem } from './big-win-item.tsx';
import classes from './big-wins.module.css';
import { LiveBadge } from './live-badge.tsx';
import { useBigWins } from './use-big-wins.ts';

const STRIP_LENGTH = 10;

/** The home page's strip of the latest big wins, pushed live, with a link to all of them. */
export function BigWinsStrip() {
  const { t } = useTranslation();
  const { wins } = useBigWins();
  return (
    <section aria-labelledby="big-wins-strip-title" data-testid="big-wins-strip">
      <Group justify="space-between" mb="sm" wrap="nowrap" gap="xs">
        <Group gap={8} wrap="nowrap">
          <TrophyIcon />
          <Title order={2} id="big-wins-strip-title" fz={{ base: 19, sm: 22 }}>
            {t('bigWins.title')}
          </Title>
          <LiveBadge compact />
        </Group>
        <Anchor component={Link} to={paths.highEarnings} size="sm" fw={600} c="tulip">
          {t('common.seeAll')}
        </Anchor>
      </Group>
      {wins.length > 0 ? (
        <ul className={classes.strip} aria-live="polite" aria-relevant="additions">
          {wins.slice(0, STRIP_LENGTH).map((win) => (
            <BigWinItem key={win.key} win={win} />
          ))}
        </ul>
      ) : (
        <Text c="dimmed" size="sm" data-testid="big-wins-empty">
          {t('bigWins.emptyShort')}
        </Text>
      )}
    </section>
  );
}
