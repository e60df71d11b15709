import { describe, expect, it } from 'vitest';
import { compactFilter, lobbyFilterFromPath, lobbyPayload } from './lobby-filter.ts';

describe('lobby filter from the route', () => {
  it('reads category, provider and type pages', () => {
    expect(lobbyFilterFromPath('slot', '/slot/category/94')).toEqual({ categoryID: 94 });
    expect(lobbyFilterFromPath('live', '/live/provider/3')).toEqual({ providerID: 3 });
    expect(lobbyFilterFromPath('slot', '/slot/type/megaways')).toEqual({ type: 'megaways' });
    expect(lobbyFilterFromPath('live', '/live/type/Roulette')).toEqual({ type: 'roulette' });
    expect(lobbyFilterFromPath('slot', '/slot')).toEqual({});
  });

  it("ignores the other lobby's pages", () => {
    expect(lobbyFilterFromPath('slot', '/live/category/2')).toEqual({});
  });

  it('drops ids that are not positive integers', () => {
    expect(compactFilter(lobbyFilterFromPath('slot', '/slot/category/abc'))).toEqual({});
    expect(compactFilter(lobbyFilterFromPath('slot', '/slot/provider/-4'))).toEqual({});
  });

  it('adds a search to the filter, and nothing when there is none', () => {
    expect(lobbyPayload({ categoryID: 94 }, 'şeker')).toEqual({
      categoryID: 94,
      searchGameName: 'şeker',
    });
    expect(lobbyPayload({ categoryID: 94 }, undefined)).toEqual({ categoryID: 94 });
  });
});
