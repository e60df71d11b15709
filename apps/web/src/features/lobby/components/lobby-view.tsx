import { Group, Paper, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CASINO_CATEGORY } from '@lale/contract/constants';
import { isSearchLongEnough } from '@lale/contract/validators/search';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { JackpotPools } from '../../../shared/jackpots/jackpot-pools.tsx';
import type { Lobby } from '../../../shared/routes/paths.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { lobbyFilterFromPath, lobbyPayload } from '../lib/lobby-filter.ts';
import { useTypeLabel } from '../lib/use-type-label.ts';
import { CategoryTabs } from './category-tabs.tsx';
import { ProviderFilter } from './provider-filter.tsx';
import { LiveResults, SlotResults } from './lobby-results.tsx';
import { SearchBox } from './search-box.tsx';
import { SlotLobbyBanner } from './slot-lobby-banner.tsx';
import { TypeFilter } from './type-filter.tsx';

const SEARCH_DEBOUNCE_MS = 350;

/**
 * The slot or live lobby (SPEC §2/§7): the URL's category, provider or type page sets the
 * filter, the search box narrows it from 3 characters on, and the grid pages by 48.
 */
export function LobbyView({ lobby }: { lobby: Lobby }) {
  const { t } = useTranslation();
  const typeLabel = useTypeLabel();
  const { pathname } = useLocation();
  const filter = lobbyFilterFromPath(lobby, pathname);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const searchGameName = isSearchLongEnough(debounced) ? debounced : undefined;
  const payload = lobbyPayload(filter, searchGameName);
  const lobbyTitle = t(`lobby.${lobby}Title`);
  const title = filter.type
    ? t('lobby.typeTitle', { lobby: lobbyTitle, type: typeLabel(filter.type) })
    : lobbyTitle;
  const searching = searchGameName !== undefined;
  return (
    <Page testId={`page-${lobby}`} title={title} subtitle={t(`lobby.${lobby}Subtitle`)}>
      {lobby === 'slot' ? <SlotLobbyBanner /> : null}
      <Paper withBorder p="md" radius="lg">
        <Stack gap="md">
          <CategoryTabs lobby={lobby} current={filter.categoryID} />
          <Group gap="md" align="flex-start" wrap="wrap">
            <SearchBox value={search} onChange={setSearch} />
            <TypeFilter lobby={lobby} current={filter.type} />
            <ProviderFilter lobby={lobby} current={filter.providerID} />
          </Group>
        </Stack>
      </Paper>
      {lobby === 'slot' && filter.categoryID === CASINO_CATEGORY.jackpot ? <JackpotPools /> : null}
      {lobby === 'slot' ? (
        <SlotResults payload={payload} searching={searching} />
      ) : (
        <LiveResults payload={payload} searching={searching} />
      )}
    </Page>
  );
}
