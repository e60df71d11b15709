import type { Lang } from '@lale/contract/languages';
import { dehydrate } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { MantineColorScheme } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { prefetchHome } from '../../features/home/api/home-rows.ts';
import { prefetchLobby } from '../../features/lobby/api/prefetch-lobby.ts';
import { lobbyOfPath } from '../../features/lobby/lib/lobby-filter.ts';
import { createQueryClient } from '../../shared/query/query-client.ts';
import { setTransport } from '../../shared/rpc/transport.ts';
import { useAppStore } from '../../shared/store/app-store.ts';
import { localeOf } from '../../shared/store/session-types.ts';
import { AppProviders } from '../providers/app-providers.tsx';
import { fixedColorSchemeManager } from '../providers/color-scheme-manager.ts';
import { routes } from '../router/router.tsx';
import { prefetchShellData } from '../startup/prefetch-shell.ts';
import { serializeRenderedState } from './rendered-state.ts';
import type { RenderedState } from './rendered-state.ts';
import { withoutLoaders } from './server-routes.ts';

/** The app's own routes, answered in process (the server's `inject`), never over the network. */
export type Send = (url: string, init: RequestInit) => Promise<Response>;

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The JSON of the state block (rendered-state.ts), safe to put inside the page. */
  state: string;
}

/** A guest's landing page, rendered by the server from the same components as in the browser. */
export type PageRenderer = (
  url: string,
  lang: Lang,
  scheme: MantineColorScheme,
) => Promise<RenderedPage | null>;

const ORIGIN = 'http://lale.invalid';

type Prefetch = (client: QueryClient, lang: Lang) => Promise<void>;

/** The pages players land on, and the data their first screen shows. */
function landingPrefetch(pathname: string): Prefetch | null {
  if (pathname === '/') return prefetchHome;
  const lobby = lobbyOfPath(pathname);
  return lobby ? (client, lang) => prefetchLobby(client, lobby, pathname, lang) : null;
}

const guest = useAppStore.getState();
const handler = createStaticHandler(withoutLoaders(routes));

/**
 * Renders run one at a time, whichever renderer asks: the transport, the app's store and its
 * language are module state, set for each page just before its render.
 */
let queue: Promise<unknown> = Promise.resolve();

/**
 * The renderer of guests' landing pages (home and lobbies); other pages, and any page whose
 * data could not be loaded, get null: the server then sends the plain page.
 */
export function createPageRenderer(send: Send): PageRenderer {
  async function render(
    url: string,
    lang: Lang,
    scheme: MantineColorScheme,
  ): Promise<RenderedPage | null> {
    setTransport(send);
    const request = new Request(new URL(url, ORIGIN));
    const prefetch = landingPrefetch(new URL(request.url).pathname);
    if (!prefetch) return null;
    useAppStore.setState({ ...guest, userLanguage: lang, language: localeOf(lang) }, true);
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
    await Promise.all([prefetchShellData(client), prefetch(client, lang)]);
    if (
      client
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error')
    )
      return null;
    const context = await handler.query(request);
    if (context instanceof Response || context.errors) return null;
    const state: RenderedState = {
      lang,
      scheme,
      queries: dehydrate(client),
      router: {
        loaderData: Object.fromEntries(context.matches.map((match) => [match.route.id, null])),
        actionData: null,
        errors: null,
      },
    };
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = renderToString(
      <AppProviders client={client} schemeManager={fixedColorSchemeManager(scheme)}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
    client.clear();
    return { html, state: serializeRenderedState(state) };
  }

  return (url, lang, scheme) => {
    const page = queue.then(() => render(url, lang, scheme));
    queue = page.catch(() => undefined);
    return page;
  };
}
