import { useEffect } from 'react';

/**
 * The game's lobby picture behind its table (the same art as its thumbnail), dimmed so the
 * table stays readable; `table.css` draws it from `--game-art`.
 */
export function useGameArt(gameId: number | undefined): void {
  useEffect(() => {
    if (gameId === undefined) return;
    const root = document.documentElement;
    root.style.setProperty('--game-art', `url("/media/thumbs/${gameId}.svg")`);
    return () => {
      root.style.removeProperty('--game-art');
    };
  }, [gameId]);
}
