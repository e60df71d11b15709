import { memo, useState } from 'react';
import type { MouseEvent } from 'react';
import { useCardLabels } from '../ui/card-labels.tsx';
import { HeartIcon } from '../ui/icons.tsx';
import type { FavoriteType } from './favorite-queries.ts';
import { toggleFavorite } from './toggle-favorite.ts';
import classes from './favorite-heart.module.css';

interface FavoriteHeartProps {
  type: FavoriteType;
  id: number;
  /** The game's name, for the button's label. */
  name: string;
  isFavorite: boolean;
}

/**
 * The heart on a game card. Plain markup on purpose: a lobby shows hundreds of them. A guest's
 * heart is never filled (lists cached before a logout may still say otherwise).
 */
export const FavoriteHeart = memo(function FavoriteHeart({
  type,
  id,
  name,
  isFavorite,
}: FavoriteHeartProps) {
  const labels = useCardLabels();
  const [pending, setPending] = useState(false);
  const on = labels.signedIn && isFavorite;
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    setPending(true);
    void toggleFavorite({ type, id, add: !on }).finally(() => setPending(false));
  };
  return (
    <button
      type="button"
      className={classes.heart}
      aria-pressed={on}
      aria-label={labels.favorite(name, on)}
      aria-busy={pending}
      disabled={pending}
      onClick={onClick}
      data-testid="favorite-toggle"
    >
      <HeartIcon filled={on} size={18} />
    </button>
  );
});
