import type { Game } from '@lale/contract/methods/casino';
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClientState, stubFetch } from '../rpc/test-helpers.ts';
import { gamesPagesQuery } from './games-list.ts';
import { allItems, nextOffset } from './paging.ts';

const games = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ gameID: from + i }) as Game);
const page = (from: number, count: number, total: number) => ({
  body: { result: true, data: games(from, count), message: '', pagination: { total } },
});

beforeEach(() => void resetClientState());
afterEach(() => vi.unstubAllGlobals());

describe('paged lists (SPEC §4 replace or append)', () => {
  it('asks for the next page until the total is shown', () => {
    expect(nextOffset({ items: games(0, 48), total: 100, offset: 0 })).toBe(48);
    expect(nextOffset({ items: games(96, 4), total: 100, offset: 96 })).toBeUndefined();
    expect(nextOffset({ items: [], total: 100, offset: 48 })).toBeUndefined();
  });

  it('appends "load more" (48 → 96) and starts over when the filter changes', async () => {
    const fetchMock = stubFetch(page(1, 48, 120), page(49, 48, 120), page(500, 48, 60));
    const client = new QueryClient();
    const observer = new InfiniteQueryObserver(client, gamesPagesQuery({ categoryID: 94 }));
    const first = await observer.refetch();
    expect(allItems(first.data?.pages)).toHaveLength(48);
    const more = await observer.fetchNextPage();
    const items = allItems(more.data?.pages);
    expect(items).toHaveLength(96);
    expect(items[0]).toBe(first.data?.pages[0]?.items[0]);
    const sent = (i: number) =>
      JSON.parse((fetchMock.mock.calls[i] as unknown as [string, RequestInit])[1].body as string);
    expect(sent(1).data).toMatchObject({ categoryID: 94, limit: 48, offset: 48 });

    observer.setOptions(gamesPagesQuery({ categoryID: 98 }));
    const replaced = await observer.refetch();
    expect(allItems(replaced.data?.pages).map((g) => g.gameID)[0]).toBe(500);
    expect(allItems(replaced.data?.pages)).toHaveLength(48);
    expect(sent(2).data).toMatchObject({ categoryID: 98, offset: 0 });
  });
});
