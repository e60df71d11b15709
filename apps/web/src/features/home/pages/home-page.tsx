import { CASINO_CATEGORY } from '@lale/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gamesListQuery } from '../../../shared/api/games-list.ts';
import { liveTablesQuery } from '../../../shared/api/live-tables.ts';
import { liveTile, slotTile } from '../../../shared/lib/game-links.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { CardsIcon, TrophyIcon } from '../../../shared/ui/icons.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { GameRow } from '../components/game-row.tsx';
import { HeroSlider } from '../components/hero-slider.tsx';
import { HomeNotices } from '../components/home-notices.tsx';
import { PromotionsTeaser } from '../components/promotions-teaser.tsx';
import { TournamentsTeaser } from '../components/tournaments-teaser.tsx';

const ROW_SIZE = 12;

export function HomePage() {
  const { t } = useTranslation();
  const popular = useQuery(
    gamesListQuery({ categoryID: CASINO_CATEGORY.popularOfTheDay, limit: ROW_SIZE }),
  );
  const fresh = useQuery(
    gamesListQuery({ categoryID: CASINO_CATEGORY.newArrivals, limit: ROW_SIZE }),
  );
  const jackpot = useQuery(
    gamesListQuery({ categoryID: CASINO_CATEGORY.jackpot, limit: ROW_SIZE }),
  );
  const live = useQuery(liveTablesQuery({ limit: ROW_SIZE }));
  return (
    <Page testId="page-home" title={t('home.title')} subtitle={t('home.subtitle')}>
      <HomeNotices />
      <HeroSlider />
      <GameRow
        testId="row-popular"
        title={t('home.popularToday')}
        icon={<CardsIcon />}
        moreHref={paths.lobbyCategory('slot', CASINO_CATEGORY.popularOfTheDay)}
        query={popular}
        toTile={slotTile}
      />
      <PromotionsTeaser />
      <GameRow
        testId="row-new"
        title={t('home.newArrivals')}
        icon={<CardsIcon />}
        moreHref={paths.lobbyCategory('slot', CASINO_CATEGORY.newArrivals)}
        query={fresh}
        toTile={slotTile}
      />
      <GameRow
        testId="row-live"
        title={t('home.liveTables')}
        icon={<CardsIcon />}
        moreHref={paths.live}
        query={live}
        toTile={liveTile}
      />
      <TournamentsTeaser />
      <GameRow
        testId="row-jackpot"
        title={t('home.jackpot')}
        icon={<TrophyIcon />}
        moreHref={paths.lobbyCategory('slot', CASINO_CATEGORY.jackpot)}
        query={jackpot}
        toTile={slotTile}
      />
    </Page>
  );
}
