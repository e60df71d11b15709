import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchHome } from '../../../features/home/api/home-rows.ts';
import { prefetchLobby } from '../../../features/lobby/api/prefetch-lobby.ts';
import { encodeRpcBody } from '../../../shared/rpc/request-body.ts';
import { resetClientState, stubFetch } from '../../../shared/rpc/test-helpers.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { landingCalls } from './landing-calls.ts';

beforeEach(() => void resetClientState());
afterEach(() => vi.unstubAllGlobals());

/** The request bodies a route loader sends, in any order. */
async function bodiesSentBy(load: (client: QueryClient) => void): Promise<string[]> {
  const fetchMock = stubFetch();
  load(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 0));
  return fetchMock.mock.calls
    .map((call) => (call as unknown as [string, RequestInit])[1].body as string)
    .sort();
}

const earlyBodies = (pathname: string, lang: 'tr' | 'en') =>
  landingCalls(pathname)
    .map((call) => encodeRpcBody(call, lang))
    .sort();

describe('early requests are the landing page’s own requests, byte for byte', () => {
  it.each(['tr', 'en'] as const)('home page (%s)', async (lang) => {
    useAppStore.setState({ userLanguage: lang });
    expect(await bodiesSentBy((client) => prefetchHome(client, lang))).toEqual(
      earlyBodies('/', lang),
    );
  });

  it.each([
    ['slot', '/slot'],
    ['slot', '/slot/category/94'],
    ['slot', '/slot/provider/3/'],
    ['slot', '/slot/type/Megaways'],
    ['live', '/live'],
    ['live', '/live/category/2'],
  ] as const)('%s lobby at %s', async (lobby, pathname) => {
    expect(await bodiesSentBy((client) => prefetchLobby(client, lobby, pathname, 'tr'))).toEqual(
      earlyBodies(pathname, 'tr'),
    );
  });

  it('asks for the slot lobby’s banner (its largest image), and only there', () => {
    const methods = (pathname: string) => landingCalls(pathname).map((call) => call.method);
    expect(methods('/slot')).toContain('getIcSlider');
    expect(methods('/slot/category/94')).toContain('getIcSlider');
    expect(methods('/live')).not.toContain('getIcSlider');
  });

  it('starts nothing on pages without a landing request', () => {
    expect(landingCalls('/profile')).toEqual([]);
    expect(landingCalls('/slotmachine')).toEqual([]);
  });
});
