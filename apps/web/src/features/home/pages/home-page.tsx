import { CASINO_CATEGORY, QUICK_ACCESS_CATEGORY } from '@lale/contract/constants';
import type { Game, LiveTable } from '@lale/contract/methods/casino';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/routes/paths.ts';
import { LiveCard, SlotCard } from '../../../shared/ui/catalogue-cards.tsx';
import { CardsIcon, TrophyIcon } from '../../../shared/ui/icons.tsx';
import { LazySection } from '../../../shared/ui/lazy-section.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { homeRows } from '../api/home-rows.ts';
import { GameRow } from '../components/game-row.tsx';
import { HomeBanners } from '../components/home-banners.tsx';
import { HomeNotices } from '../components/home-notices.tsx';
import { JackpotPools } from '../../../shared/jackpots/jackpot-pools.tsx';
import { QuickAccess } from '../components/quick-access.tsx';

/** Below the first screen, sections render as they come near (heights held meanwhile). */
const ROW_HEIGHT = 350;
const TEASER_HEIGHT = 320;
// The teasers (cards, images, dates, money) load their code only when scrolled near.
const PromotionsTeaser = lazy(() =>
  import('../components/promotions-teaser.tsx').then((m) => ({ default: m.PromotionsTeaser })),
);
const TournamentsTeaser = lazy(() =>
  import('../components/tournaments-teaser.tsx').then((m) => ({ default: m.TournamentsTeaser })),
);
// The live big-wins strip brings the socket client with it: it loads when scrolled near.
const BigWinsStrip = lazy(() =>
  import('../../../shared/big-wins/big-wins-strip.tsx').then((m) => ({ default: m.BigWinsStrip })),
);
const BIG_WINS_HEIGHT = 130;
const teaserFallback = <div style={{ minHeight: TEASER_HEIGHT }} />;
const gameId = (game: Game) => game.gameID;
const tableId = (table: LiveTable) => table.tableID;
const slotCard = (game: Game) => <SlotCard game={game} />;
const liveCard = (table: LiveTable) => <LiveCard table={table} />;

/**
 * Home: main slider with the left and right banners, quick access, jackpots, live big wins, catalogue rows (SPEC §9 categories),
 * promotions, tournaments.
 */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <Page testId="page-home" title={t('home.title')} subtitle={t('home.subtitle')}>
      <HomeNotices />
      <HomeBanners />
      <QuickAccess />
      <JackpotPools />
      <LazySection minHeight={BIG_WINS_HEIGHT}>
        <Suspense fallback={<div style={{ minHeight: BIG_WINS_HEIGHT }} />}>
          <BigWinsStrip />
        </Suspense>
      </LazySection>
      <LazySection minHeight={ROW_HEIGHT}>
        <GameRow
          testId="row-popular"
          title={t('home.popularToday')}
          icon={<CardsIcon />}
          moreHref={paths.lobbyCategory('slot', QUICK_ACCESS_CATEGORY)}
          options={homeRows.popular}
          keyOf={gameId}
          renderItem={slotCard}
        />
      </LazySection>
      <LazySection minHeight={ROW_HEIGHT}>
        <GameRow
          testId="row-new"
          title={t('home.newArrivals')}
          icon={<CardsIcon />}
          moreHref={paths.lobbyCategory('slot', CASINO_CATEGORY.newArrivals)}
          options={homeRows.fresh}
          keyOf={gameId}
          renderItem={slotCard}
        />
      </LazySection>
      <LazySection minHeight={ROW_HEIGHT}>
        <GameRow
          testId="row-live"
          title={t('home.liveTables')}
          icon={<CardsIcon />}
          moreHref={paths.live}
          options={homeRows.live}
          keyOf={tableId}
          renderItem={liveCard}
        />
      </LazySection>
      <LazySection minHeight={TEASER_HEIGHT}>
        <Suspense fallback={teaserFallback}>
          <PromotionsTeaser />
        </Suspense>
      </LazySection>
      <LazySection minHeight={ROW_HEIGHT}>
        <GameRow
          testId="row-jackpot"
          title={t('home.jackpot')}
          icon={<TrophyIcon />}
          moreHref={paths.lobbyCategory('slot', CASINO_CATEGORY.jackpot)}
          options={homeRows.jackpot}
          keyOf={gameId}
          renderItem={slotCard}
        />
      </LazySection>
      <LazySection minHeight={TEASER_HEIGHT}>
        <Suspense fallback={teaserFallback}>
          <TournamentsTeaser />
        </Suspense>
      </LazySection>
    </Page>
  );
}
