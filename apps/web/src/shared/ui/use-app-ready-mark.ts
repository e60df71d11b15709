import { useEffect } from 'react';

/**
 * `<html data-app="ready">` once a page is live: rendered by the app, or, on a page the server
 * rendered, taken over by it. The page's content takes over after the layout around it (React
 * hydrates a Suspense boundary's content in a later pass), so each page marks it, not the
 * root; until then that page's buttons do nothing. Browser tests wait for it.
 */
export function useAppReadyMark(): void {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
}
