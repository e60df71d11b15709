import { describe, expect, it } from 'vitest';
import { isCurrent } from './header-nav.tsx';

describe('the current header menu entry', () => {
  it('marks a section for its own pages and the pages under it', () => {
    expect(isCurrent('/slot', '/slot')).toBe(true);
    expect(isCurrent('/slot', '/slot/category/94')).toBe(true);
    expect(isCurrent('/slot', '/slotted')).toBe(false);
  });

  it('marks home only on the home page', () => {
    expect(isCurrent('/', '/')).toBe(true);
    expect(isCurrent('/', '/live')).toBe(false);
  });
});
