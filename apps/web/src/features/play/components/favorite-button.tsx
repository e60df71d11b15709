import { ActionIcon, Tooltip } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { favoriteIdsQuery } from '../../../shared/favorites/favorite-queries.ts';
import type { FavoriteType } from '../../../shared/favorites/favorite-queries.ts';
import { toggleFavorite } from '../../../shared/favorites/toggle-favorite.ts';
import { HeartIcon } from '../../../shared/ui/icons.tsx';

/** Adds or removes the game in play from favourites, with the SPEC §8 success toasts. */
export function FavoriteButton({ type, id }: { type: FavoriteType; id: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const ids = useQuery(favoriteIdsQuery(client, type));
  const [pending, setPending] = useState(false);
  const isFavorite = ids.data?.includes(id) ?? false;
  const label = isFavorite ? t('play.removeFavorite') : t('play.addFavorite');
  const onClick = () => {
    setPending(true);
    void toggleFavorite({ type, id, add: !isFavorite }, client).finally(() => setPending(false));
  };
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant={isFavorite ? 'filled' : 'default'}
        size="lg"
        radius="xl"
        aria-label={label}
        aria-pressed={isFavorite}
        loading={pending || ids.isPending}
        onClick={onClick}
        data-testid="play-favorite"
      >
        <HeartIcon filled={isFavorite} />
      </ActionIcon>
    </Tooltip>
  );
}
