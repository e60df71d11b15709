import { describe, expect, it } from 'vitest';
import { keepFavorites, markFavorites, markListData, markPages } from './favorite-marks.ts';

interface Item {
  id: number;
  isFavorite: boolean;
}
const game = (id: number, isFavorite = false): Item => ({ id, isFavorite });
const idOf = (item: Item) => item.id;

describe('favourite marks over cached lists', () => {
  it('sets isFavorite from the id list and keeps untouched items identical', () => {
    const items = [game(1), game(2, true), game(3)];
    const next = markFavorites(items, idOf, new Set([1, 2]));
    expect(next.map((item) => item.isFavorite)).toEqual([true, true, false]);
    expect(next[1]).toBe(items[1]);
    expect(next[2]).toBe(items[2]);
  });

  it('returns the same list when nothing changes (memoised cards skip it)', () => {
    const items = [game(1, true), game(2)];
    expect(markFavorites(items, idOf, new Set([1]))).toBe(items);
  });

  it('patches only the grid pages holding a changed game', () => {
    const first = { items: [game(1), game(2)], total: 4, offset: 0 };
    const second = { items: [game(3), game(4)], total: 4, offset: 2 };
    const data = { pages: [first, second], pageParams: [0, 2] };
    const next = markPages(data, idOf, new Set([4]));
    expect(next.pages[0]).toBe(first);
    expect(next.pages[1]?.items[1]?.isFavorite).toBe(true);
    expect(markPages(data, idOf, new Set())).toBe(data);
  });

  it('handles either cached shape and leaves anything else alone', () => {
    expect(markListData<Item>([game(1)], idOf, new Set([1]))).toEqual([game(1, true)]);
    const paged = markListData<Item>(
      { pages: [{ items: [game(5)], total: 1, offset: 0 }], pageParams: [0] },
      idOf,
      new Set([5]),
    ) as { pages: { items: { isFavorite: boolean }[] }[] };
    expect(paged.pages[0]?.items[0]?.isFavorite).toBe(true);
    expect(markListData<Item>(undefined, idOf, new Set([1]))).toBeUndefined();
  });

  it('drops removed entries from the favourites list', () => {
    const items = [game(1, true), game(2, true)];
    expect(keepFavorites(items, idOf, new Set([2]))).toEqual([game(2, true)]);
    expect(keepFavorites(items, idOf, new Set([1, 2]))).toBe(items);
  });
});
