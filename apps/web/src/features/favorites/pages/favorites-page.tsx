import type { Game, LiveTable } from '@lale/contract/methods/casino';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  favoriteSlotListQuery,
  favoriteTableListQuery,
} from '../../../shared/api/favorite-lists.ts';
import { LiveCard, SlotCard } from '../../../shared/ui/catalogue-cards.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { FavoritesSection } from '../components/favorites-section.tsx';

const gameId = (game: Game) => game.gameID;
const tableId = (table: LiveTable) => table.tableID;

/** The player's favourite slots and live tables (SPEC §7: favorites true, limit 100). */
export function FavoritesPage() {
  const { t } = useTranslation();
  const slots = useQuery(favoriteSlotListQuery());
  const tables = useQuery(favoriteTableListQuery());
  return (
    <Page testId="page-favorites" title={t('favorites.title')} subtitle={t('favorites.subtitle')}>
      <FavoritesSection
        title={t('favorites.slots')}
        testId="favorites-slots"
        query={slots}
        keyOf={gameId}
        renderItem={(game) => <SlotCard game={game} />}
      />
      <FavoritesSection
        title={t('favorites.live')}
        testId="favorites-live"
        query={tables}
        keyOf={tableId}
        renderItem={(table) => <LiveCard table={table} />}
      />
    </Page>
  );
}
