import { Group, Paper, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { isSearchLongEnough } from '@lale/contract/validators/search';
import { GAME_TYPES, LIVE_TABLE_TYPES } from '@lale/contract/methods/casino';
import type { GameType, LiveTableType } from '@lale/contract/methods/casino';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { gamesPagesQuery } from '../../../shared/api/games-list.ts';
import { liveTablesPagesQuery } from '../../../shared/api/live-tables.ts';
import { liveTile, slotTile } from '../../../shared/lib/game-links.ts';
import type { Lobby } from '../../../shared/routes/paths.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { compactFilter, lobbyFilterFromPath } from '../lib/lobby-filter.ts';
import { CategoryTabs } from './category-tabs.tsx';
import { ProviderFilter } from './provider-filter.tsx';
import { ResultsGrid } from './results-grid.tsx';
import { SearchBox } from './search-box.tsx';
import { TypeFilter } from './type-filter.tsx';

/** The slot or live lobby: category tabs, provider filter, search, grid (SPEC §2/§7). */
export function LobbyView({ lobby }: { lobby: Lobby }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const filter = lobbyFilterFromPath(lobby, pathname);
  const [search, setSearch] = useState('');
  const typeLabel = (type: string) => (isKnownType(type) ? t(`lobby.types.${type}`) : type);
  const [debounced] = useDebouncedValue(search.trim(), 350);
  const searchGameName = isSearchLongEnough(debounced) ? debounced : undefined;
  const payload = compactFilter({ ...filter, searchGameName });
  const title = filter.type
    ? t('lobby.typeTitle', { lobby: t(`lobby.${lobby}Title`), type: typeLabel(filter.type) })
    : t(`lobby.${lobby}Title`);
  return (
    <Page testId={`page-${lobby}`} title={title} subtitle={t(`lobby.${lobby}Subtitle`)}>
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
      {lobby === 'slot' ? (
        <SlotResults payload={payload} searching={Boolean(searchGameName)} />
      ) : (
        <LiveResults payload={payload} searching={Boolean(searchGameName)} />
      )}
    </Page>
  );
}

const isKnownType = (type: string): type is GameType | LiveTableType =>
  (GAME_TYPES as readonly string[]).includes(type) ||
  (LIVE_TABLE_TYPES as readonly string[]).includes(type);

type Payload = ReturnType<
  typeof compactFilter<{
    categoryID?: number;
    providerID?: number;
    type?: string;
    searchGameName?: string;
  }>
>;

function SlotResults({ payload, searching }: { payload: Payload; searching: boolean }) {
  const query = useInfiniteQuery(gamesPagesQuery(payload));
  return <ResultsGrid query={query} toTile={slotTile} searching={searching} />;
}

function LiveResults({ payload, searching }: { payload: Payload; searching: boolean }) {
  const query = useInfiniteQuery(liveTablesPagesQuery(payload));
  return <ResultsGrid query={query} toTile={liveTile} searching={searching} />;
}
