import { useTranslation } from 'react-i18next';
import { BigWinItem } from '../../../shared/big-wins/big-win-item.tsx';
import classes from '../../../shared/big-wins/big-wins.module.css';
import { LiveBadge } from '../../../shared/big-wins/live-badge.tsx';
import { useBigWins } from '../../../shared/big-wins/use-big-wins.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { TrophyIcon } from '../../../shared/ui/icons.tsx';
import { Page } from '../../../shared/ui/page.tsx';

/** SPEC §2 high earnings: the big wins of every game, newest first, pushed live. */
export function HighEarningsPage() {
  const { t } = useTranslation();
  const { wins } = useBigWins();
  return (
    <Page
      testId="page-high-earnings"
      title={t('bigWins.title')}
      subtitle={t('bigWins.subtitle')}
      actions={<LiveBadge />}
    >
      {wins.length > 0 ? (
        <ul
          className={classes.list}
          aria-label={t('bigWins.title')}
          aria-live="polite"
          aria-relevant="additions"
          data-testid="big-wins-list"
        >
          {wins.map((win) => (
            <BigWinItem key={win.key} win={win} />
          ))}
        </ul>
      ) : (
        <EmptyState
          testId="big-wins-empty"
          icon={<TrophyIcon size={28} />}
          title={t('bigWins.empty')}
          description={t('bigWins.emptyHint')}
        />
      )}
    </Page>
  );
}
