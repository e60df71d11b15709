import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { queryClient } from '../../shared/query/query-client.ts';
import { isSignedIn } from '../../shared/session/session-actions.ts';
import { useAppStore } from '../../shared/store/app-store.ts';
import { App } from '../app.tsx';
import { storedColorScheme } from '../providers/color-scheme-manager.ts';
import { createAppRouter, routes } from '../router/router.tsx';
import { readRenderedState } from '../server-render/rendered-state.ts';
import type { RenderedState } from '../server-render/rendered-state.ts';
import { prefetchShellData } from './prefetch-shell.ts';

/**
 * Starts the app: it takes over the page the server rendered (a guest's landing page, in the
 * language this browser keeps), or renders from scratch, which replaces whatever is there.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  const rendered = readRenderedState();
  if (rendered && canTakeOver(rendered)) {
    hydrate(queryClient, rendered.queries);
    await loadLazyParts(routes, window.location.pathname);
    const router = createAppRouter(rendered.router);
    hydrateRoot(
      container,
      <StrictMode>
        <App router={router} client={queryClient} />
      </StrictMode>,
    );
  } else {
    const router = createAppRouter();
    // A transition: React renders the first screen in short slices instead of one long task.
    startTransition(() =>
      createRoot(container).render(
        <StrictMode>
          <App router={router} client={queryClient} />
        </StrictMode>,
      ),
    );
  }
  // In a task of its own: the start-up script (module evaluation) is long enough as it is.
  window.setTimeout(() => void prefetchShellData(queryClient), 0);
}

/**
 * The server renders for guests in the language and colour scheme of their cookies, outside
 * maintenance; what this browser keeps has the last word.
 */
function canTakeOver(rendered: RenderedState): boolean {
  const state = useAppStore.getState();
  return (
    rendered.lang === state.userLanguage &&
    rendered.scheme === storedColorScheme() &&
    !isSignedIn(state) &&
    !state.siteUnderMaintenance
  );
}

/**
 * Hydration needs the page's routes whole: the router would otherwise render its fallback
 * while their lazy parts load, and the server's markup would not match.
 */
async function loadLazyParts(tree: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(tree, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (!lazy) return;
      const parts =
        typeof lazy === 'function'
          ? await lazy()
          : Object.fromEntries(
              await Promise.all(
                Object.entries(lazy).map(async ([key, load]) => [
                  key,
                  await (load as () => Promise<unknown>)(),
                ]),
              ),
            );
      Object.assign(route, parts, { lazy: undefined });
    }),
  );
}
