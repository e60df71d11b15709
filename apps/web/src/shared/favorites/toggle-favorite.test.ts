import type { Game } from '@lale/contract/methods/casino';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { favoriteSlotListQuery } from '../api/favorite-lists.ts';
import { gamesListQuery, gamesPagesQuery } from '../api/games-list.ts';
import { resetClientState, stubFetch, toasts } from '../rpc/test-helpers.ts';
import { useAppStore } from '../store/app-store.ts';
import { favoriteIdsQuery } from './favorite-queries.ts';
import { toggleFavorite } from './toggle-favorite.ts';

const game = (gameID: number, isFavorite = false) => ({ gameID, isFavorite }) as Game;
const signIn = () =>
  useAppStore.setState({
    userSession: { uid: 7, uip: '10.0.0.1', gmt: '+03:00', lang: 'tr' },
    userAuth: { uid: 7, uip: '10.0.0.1' },
  });

let navigate: ReturnType<typeof resetClientState>['navigate'];
let client: QueryClient;
beforeEach(() => {
  ({ navigate } = resetClientState());
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => vi.unstubAllGlobals());

const bodyOf = (fetchMock: ReturnType<typeof stubFetch>, index = 0) =>
  JSON.parse((fetchMock.mock.calls[index] as unknown as [string, RequestInit])[1].body as string);

describe('toggling a favourite (SPEC §7 user favorites)', () => {
  it('sends a guest to /login and keeps the page to come back to', async () => {
    window.history.replaceState(null, '', '/slot/category/94');
    const fetchMock = stubFetch();
    await toggleFavorite({ type: 'casino', id: 3, add: true }, client);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useAppStore.getState().returnUrl).toBe('/slot/category/94');
    expect(navigate).toHaveBeenCalledWith('/login', undefined);
  });

  it('inserts, says so, and lays the reply over every cached list', async () => {
    signIn();
    const home = gamesListQuery({ categoryID: 94, limit: 50 });
    const grid = gamesPagesQuery({});
    client.setQueryData(home.queryKey, [game(1), game(3)]);
    client.setQueryData(grid.queryKey, {
      pages: [{ items: [game(3), game(4)], total: 2, offset: 0 }],
      pageParams: [0],
    });
    const fetchMock = stubFetch({ body: { result: true, data: [3, 9], message: 'ok' } });
    await toggleFavorite({ type: 'casino', id: 3, add: true }, client);
    expect(bodyOf(fetchMock)).toMatchObject({
      api: { class: 'user', method: 'favorites' },
      data: { mode: 'insert', type: 'casino', id: 3 },
    });
    expect(client.getQueryData(home.queryKey)?.map((g) => g.isFavorite)).toEqual([false, true]);
    const pages = client.getQueryData(grid.queryKey)?.pages;
    expect(pages?.[0]?.items.map((g) => g.isFavorite)).toEqual([true, false]);
    expect(client.getQueryData(favoriteIdsQuery(client, 'casino').queryKey)).toEqual([3, 9]);
    expect(toasts().map((toast) => toast.message)).toContain('Favorilere Başarıyla Eklendi');
  });

  it('removes a deleted game from the favourites page at once', async () => {
    signIn();
    const favorites = favoriteSlotListQuery();
    client.setQueryData(favorites.queryKey, [game(3, true), game(9, true)]);
    stubFetch({ body: { result: true, data: [9], message: 'ok' } });
    await toggleFavorite({ type: 'casino', id: 3, add: false }, client);
    expect(client.getQueryData(favorites.queryKey)?.map((g) => g.gameID)).toEqual([9]);
    expect(toasts().map((toast) => toast.message)).toContain('Favorilere Başarıyla Kaldırıldı');
  });

  it('shows a refusal as given and changes nothing', async () => {
    signIn();
    const home = gamesListQuery({ limit: 12 });
    client.setQueryData(home.queryKey, [game(1)]);
    stubFetch({
      body: { result: false, data: null, message: 'Oyun bulunamadı', code: 404, debug: 'x' },
    });
    await toggleFavorite({ type: 'casino', id: 1, add: true }, client);
    expect(client.getQueryData(home.queryKey)?.[0]?.isFavorite).toBe(false);
    expect(toasts().map((toast) => toast.message)).toContain('Oyun bulunamadı');
  });
});
