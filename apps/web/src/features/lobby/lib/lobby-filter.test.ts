import { describe, expect, it } from 'vitest';
import { compactFilter, lobbyFilterFromPath } from './lobby-filter.ts';

describe('lobby filter from the route', () => {
  it('reads category, provider and type pages', () => {
    expect(lobbyFilterFromPath('slot', '/slot/category/94')).toEqual({ categoryID: 94 });
    expect(lobbyFilterFromPath('live', '/live/provider/3')).toEqual({ providerID: 3 });
    expect(lobbyFilterFromPath('slot', '/slot/type/megaways')).toEqual({ type: 'megaways' });
    expect(lobbyFilterFromPath('slot', '/slot')).toEqual({});
  });
  it('drops ids that are not positive integers', () => {
    expect(compactFilter(lobbyFilterFromPath('slot', '/slot/category/abc'))).toEqual({});
  });
});
