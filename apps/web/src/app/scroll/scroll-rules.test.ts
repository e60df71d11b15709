import { describe, expect, it } from 'vitest';
import { shouldResetScroll } from './scroll-rules.ts';

describe('scroll rule (SPEC §2)', () => {
  it('resets to top on ordinary navigation', () => {
    expect(shouldResetScroll('/', '/promotions')).toBe(true);
    expect(shouldResetScroll('/slot', '/live')).toBe(true);
    expect(shouldResetScroll('/slot/category/94', '/play/casino/1')).toBe(true);
    expect(shouldResetScroll('/slot/type/megaways', '/slot/type/classic')).toBe(true);
  });

  it('keeps the position between category and provider pages of the same lobby', () => {
    expect(shouldResetScroll('/slot/category/94', '/slot/category/98')).toBe(false);
    expect(shouldResetScroll('/slot/category/94', '/slot/provider/3')).toBe(false);
    expect(shouldResetScroll('/live/provider/2', '/live/category/5')).toBe(false);
    expect(shouldResetScroll('/slot', '/slot/category/94')).toBe(false);
    expect(shouldResetScroll('/live/category/5', '/live')).toBe(false);
  });

  it('resets when switching lobby even on filter pages', () => {
    expect(shouldResetScroll('/slot/category/94', '/live/category/94')).toBe(true);
  });

  it('does nothing on first render or a same-path update', () => {
    expect(shouldResetScroll(null, '/')).toBe(false);
    expect(shouldResetScroll('/slot', '/slot')).toBe(false);
  });
});
