let fullStyles: Promise<unknown> | null = null;

/** Loads the whole toolkit stylesheet once (the first screens ship only their part of it). */
export function loadFullStyles(): Promise<unknown> {
  fullStyles ??= import('../styles/mantine-full.css');
  return fullStyles;
}

/**
 * A lazy route that renders only once the whole toolkit stylesheet is in, fetched alongside
 * the page's code. Pages of the first screens (home, lobbies, favourites, play) skip it.
 */
export function withFullStyles<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [route] = await Promise.all([load(), loadFullStyles()]);
    return route;
  };
}
