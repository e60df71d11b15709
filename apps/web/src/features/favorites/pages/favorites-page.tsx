import { useTranslation } from 'react-i18next';
import { liveTile, slotTile } from '../../../shared/lib/game-links.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useFavoriteSlots, useFavoriteTables } from '../api/get-favorites.ts';
import { FavoritesSection } from '../components/favorites-section.tsx';

/** The player's favourite slots and live tables. */
export function FavoritesPage() {
  const { t } = useTranslation();
  const slots = useFavoriteSlots();
  const tables = useFavoriteTables();
  return (
    <Page testId="page-favorites" title={t('favorites.title')} subtitle={t('favorites.subtitle')}>
      <FavoritesSection title={t('favorites.slots')} query={slots} toTile={slotTile} />
      <FavoritesSection title={t('favorites.live')} query={tables} toTile={liveTile} />
    </Page>
  );
}
