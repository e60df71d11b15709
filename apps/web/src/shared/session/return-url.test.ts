import { beforeEach, describe, expect, it } from 'vitest';
import { hydrateFromStorage } from '../store/app-store.ts';
import { postLoginDestination, saveReturnUrl, takePostLoginDestination } from './return-url.ts';

beforeEach(() => {
  localStorage.clear();
  hydrateFromStorage();
});

describe('post-login destination (SPEC §2)', () => {
  it('goes to the saved path', () => {
    expect(postLoginDestination('/play/casino/12/Lale?x=1')).toBe('/play/casino/12/Lale?x=1');
  });
  it("goes home when the saved path mentions 'profile', or nothing was saved", () => {
    expect(postLoginDestination('/profile')).toBe('/');
    expect(postLoginDestination('/me?tab=profile')).toBe('/');
    expect(postLoginDestination(null)).toBe('/');
  });
  it('never leaves the site', () => {
    expect(postLoginDestination('//evil.example/x')).toBe('/');
    expect(postLoginDestination('https://evil.example')).toBe('/');
  });
  it('reads and forgets the stored return address', () => {
    saveReturnUrl('/favorites?tab=live');
    expect(localStorage.getItem('returnUrl')).toBe('/favorites?tab=live');
    expect(takePostLoginDestination()).toBe('/favorites?tab=live');
    expect(localStorage.getItem('returnUrl')).toBeNull();
  });
});
