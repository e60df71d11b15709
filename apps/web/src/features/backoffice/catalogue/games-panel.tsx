import type { CatalogueGameView } from '@lale/contract/backoffice-catalogue';
import {
  ActionIcon,
  Button,
  Group,
  Image,
  Modal,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../components/responsive-table.tsx';
import {
  categoriesQuery,
  gamesQuery,
  useCatalogueChange,
  type GamesFilter,
} from './catalogue-api.ts';
import { useAvailabilityColumns } from './use-availability-columns.tsx';

/**
 * Games: a casino category in its lobby order (move up or down, take off, add by id) or a
 * search; each game on or off, under maintenance, its thumbnail and the RTP shown.
 */
export function GamesPanel() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'tr';
  const [filter, setFilter] = useState<GamesFilter>({ categoryId: null, q: '', offset: 0 });
  const [editing, setEditing] = useState<CatalogueGameView | null>(null);
  const [adding, setAdding] = useState<number | string>('');
  const categories = useQuery(categoriesQuery());
  const games = useQuery(gamesQuery(filter));
  const setGame = useCatalogueChange('catalogue.setGame');
  const setCategory = useCatalogueChange('catalogue.setCategory');
  const move = useCatalogueChange('catalogue.move');
  const membership = useCatalogueChange('catalogue.setMembership');
  const availability = useAvailabilityColumns<CatalogueGameView>((next) => setGame.mutate(next), {
    enabled: 'bo-catalogue-game-enabled',
    maintenance: 'bo-catalogue-game-maintenance',
  });
  const shelves = (categories.data?.result ? categories.data.data.items : []).filter(
    (category) => category.kind === 'casino',
  );
  const shelf = shelves.find((category) => category.id === filter.categoryId) ?? null;
  const page = games.data?.result ? games.data.data : null;
  const percent = (bp: number) =>
    `%${(bp / 100).toLocaleString(lang === 'en' ? 'en-GB' : 'tr-TR', { minimumFractionDigits: 2 })}`;

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('boCatalogue.category')}
          placeholder={t('boCatalogue.allGames')}
          data={shelves.map((category) => ({
            value: String(category.id),
            label: `${category.id} · ${category.name[lang]} (${category.members})`,
          }))}
          value={filter.categoryId ? String(filter.categoryId) : null}
          onChange={(value) =>
            setFilter({ ...filter, categoryId: value ? Number(value) : null, offset: 0 })
          }
          clearable
          w={{ base: '100%', xs: 260 }}
          data-testid="bo-catalogue-category"
        />
        <TextInput
          label={t('boCatalogue.search')}
          value={filter.q}
          onChange={(event) => setFilter({ ...filter, q: event.currentTarget.value, offset: 0 })}
          maxLength={60}
          w={{ base: '100%', xs: 200 }}
          data-testid="bo-catalogue-search"
        />
        {shelf && (
          <Switch
            label={t('boCatalogue.categoryShown')}
            checked={shelf.enabled}
            onChange={(event) =>
              setCategory.mutate({ id: shelf.id, enabled: event.currentTarget.checked })
            }
            mb={8}
          />
        )}
      </Group>
      {shelf && (
        <Group gap="sm" align="flex-end">
          <NumberInput
            label={t('boCatalogue.addById')}
            value={adding}
            onChange={setAdding}
            min={1}
            allowDecimal={false}
            w={160}
          />
          <Button
            variant="default"
            disabled={typeof adding !== 'number'}
            onClick={() =>
              typeof adding === 'number' &&
              membership.mutate({ categoryId: shelf.id, gameId: adding, member: true })
            }
          >
            {t('boCatalogue.add')}
          </Button>
        </Group>
      )}
      <ResponsiveTable<CatalogueGameView>
        columns={[
          ...(shelf
            ? [
                {
                  key: 'order',
                  label: t('boCatalogue.order'),
                  cell: (game: CatalogueGameView) => (
                    <Group gap={2} wrap="nowrap">
                      <Text size="sm" w={28}>
                        {game.position}
                      </Text>
                      <ActionIcon
                        variant="default"
                        size="sm"
                        aria-label={t('boCatalogue.up', { name: game.name })}
                        onClick={() =>
                          move.mutate({ categoryId: shelf.id, gameId: game.id, direction: 'up' })
                        }
                      >
                        ↑
                      </ActionIcon>
                      <ActionIcon
                        variant="default"
                        size="sm"
                        aria-label={t('boCatalogue.down', { name: game.name })}
                        onClick={() =>
                          move.mutate({ categoryId: shelf.id, gameId: game.id, direction: 'down' })
                        }
                      >
                        ↓
                      </ActionIcon>
                    </Group>
                  ),
                },
              ]
            : []),
          {
            key: 'game',
            label: t('boCatalogue.game'),
            cell: (game) => (
              <Group gap="xs" wrap="nowrap">
                <Image src={game.thumbnail} alt="" w={40} h={30} radius="sm" fit="cover" />
                <Text size="sm">
                  {game.name}{' '}
                  <Text span c="dimmed" size="xs">
                    #{game.id}
                  </Text>
                </Text>
              </Group>
            ),
          },
          { key: 'provider', label: t('boCatalogue.provider'), cell: (game) => game.providerName },
          { key: 'rtp', label: 'RTP', cell: (game) => percent(game.rtpBp) },
          ...availability,
        ]}
        rows={page?.items ?? []}
        rowKey={(game) => game.id}
        rowProps={(game) => ({ 'data-testid': `bo-catalogue-game-${game.id}` })}
        primary="game"
        actions={(game) => (
          <Group gap={4}>
            <Button size="compact-xs" variant="default" onClick={() => setEditing(game)}>
              {t('boCatalogue.edit')}
            </Button>
            {shelf && (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                onClick={() =>
                  membership.mutate({
                    categoryId: shelf.id,
                    gameId: game.id,
                    member: false,
                  })
                }
              >
                {t('boCatalogue.removeFromCategory')}
              </Button>
            )}
          </Group>
        )}
        testId="bo-catalogue-games"
        minWidth={760}
      />
      {page && (
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {t('boCatalogue.total', { count: page.total })}
          </Text>
          <Group gap="xs">
            <Button
              size="compact-sm"
              variant="default"
              disabled={filter.offset === 0}
              onClick={() => setFilter({ ...filter, offset: Math.max(0, filter.offset - 50) })}
            >
              {t('boCatalogue.previous')}
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              disabled={filter.offset + 50 >= page.total}
              onClick={() => setFilter({ ...filter, offset: filter.offset + 50 })}
            >
              {t('boCatalogue.next')}
            </Button>
          </Group>
        </Group>
      )}
      {editing && (
        <GameEditor
          game={editing}
          onClose={() => setEditing(null)}
          onSave={async (change) => {
            const reply = await setGame.mutateAsync({ id: editing.id, ...change });
            if (reply.result) setEditing(null);
          }}
        />
      )}
    </Stack>
  );
}

function GameEditor({
  game,
  onClose,
  onSave,
}: {
  game: CatalogueGameView;
  onClose: () => void;
  onSave: (change: { thumbnail: string; rtpBp: number }) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [thumbnail, setThumbnail] = useState(game.thumbnail);
  const [rtp, setRtp] = useState<number | string>(game.rtpBp / 100);
  const rtpBp = typeof rtp === 'number' ? Math.round(rtp * 100) : NaN;
  const rtpOk = rtpBp >= 5000 && rtpBp <= 9999;
  const thumbnailOk = /^(https:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/.test(thumbnail.trim());
  return (
    <Modal opened onClose={onClose} title={game.name}>
      <Stack gap="sm">
        <TextInput
          label={t('boCatalogue.thumbnail')}
          value={thumbnail}
          onChange={(event) => setThumbnail(event.currentTarget.value)}
          error={thumbnailOk ? undefined : t('boCatalogue.thumbnailInvalid')}
          maxLength={500}
        />
        {thumbnailOk && <Image src={thumbnail} alt="" h={90} w={120} fit="cover" radius="sm" />}
        <NumberInput
          label={t('boCatalogue.rtp')}
          value={rtp}
          onChange={setRtp}
          min={50}
          max={99.99}
          decimalScale={2}
          error={rtpOk ? undefined : t('boCatalogue.rtpInvalid')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('boCatalogue.cancel')}
          </Button>
          <Button
            disabled={!rtpOk || !thumbnailOk}
            onClick={() => void onSave({ thumbnail: thumbnail.trim(), rtpBp })}
          >
            {t('boCatalogue.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
