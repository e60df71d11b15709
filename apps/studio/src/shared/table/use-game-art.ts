import { useEffect } from 'react';
import type { Lang } from '../../i18n/lang.ts';

/**
 * The game's lobby picture behind its table (the same art as its thumbnail), dimmed so the
 * table stays readable; `table.css` draws it from `--game-art`. Its lettering is in the page's language.
 */
export function useGameArt(gameId: number | undefined, lang: Lang): void {
  useEffect(() => {
    if (gameId === undefined) return;
    const root = document.documentElement;
    const address = `/media/thumbs/${gameId}.svg${lang === 'tr' ? '' : `?lang=${lang}`}`;
    root.style.setProperty('--game-art', `url("${address}")`);
    return () => {
      root.style.removeProperty('--game-art');
    };
  }, [gameId, lang]);
}
