import { ActionIcon, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showMessageToast, showReplyToast } from '../../../shared/ui/toast.ts';
import { HeartIcon } from '../../../shared/ui/icons.tsx';
import { useFavoriteIds, useToggleFavorite } from '../api/favorites.ts';
import type { FavoriteType } from '../api/favorites.ts';

/** Adds or removes the game from favourites, with the SPEC §8 success toasts. */
export function FavoriteButton({ type, id }: { type: FavoriteType; id: number }) {
  const { t } = useTranslation();
  const ids = useFavoriteIds(type, true);
  const toggle = useToggleFavorite(type);
  const isFavorite = ids.data?.includes(id) ?? false;
  const label = isFavorite ? t('play.removeFavorite') : t('play.addFavorite');
  const onClick = () =>
    toggle.mutate(
      { id, add: !isFavorite },
      {
        onSuccess: (reply) => {
          if (!reply.result) return void showReplyToast(reply);
          showMessageToast(isFavorite ? 'favorite_removed' : 'favorite_added', 'positive');
        },
      },
    );
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant={isFavorite ? 'filled' : 'default'}
        size="lg"
        radius="xl"
        aria-label={label}
        aria-pressed={isFavorite}
        loading={toggle.isPending}
        onClick={onClick}
        data-testid="play-favorite"
      >
        <HeartIcon filled={isFavorite} />
      </ActionIcon>
    </Tooltip>
  );
}
