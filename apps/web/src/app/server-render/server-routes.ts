import type { RouteObject } from 'react-router';

/**
 * The app's routes without their loaders. In the browser a loader starts the page's requests
 * beside its code; on the server the renderer loads the page's data itself, into the client of
 * that one page, and waits for it.
 */
export function withoutLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { loader: _loader, lazy, children, ...rest } = route;
    const copy = { ...rest } as RouteObject;
    if (typeof lazy === 'function') copy.lazy = lazy;
    else if (lazy) {
      const { loader: _lazyLoader, ...parts } = lazy;
      copy.lazy = parts;
    }
    if (children) copy.children = withoutLoaders(children);
    return copy;
  });
}
