import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage, setMaintenanceFlag, setReturnUrl, setShowBalance } from './app-actions.ts';
import { hydrateFromStorage, useAppStore } from './app-store.ts';

beforeEach(() => {
  localStorage.clear();
  hydrateFromStorage();
});

describe('app store defaults (empty storage)', () => {
  it('starts as a Turkish guest with the balance shown and no maintenance', () => {
    const state = useAppStore.getState();
    expect(state.userLanguage).toBe('tr');
    expect(state.language).toEqual({ id: 1, title: 'TR', lang: 'tr' });
    expect(state.showBalance).toBe(true);
    expect(state.siteUnderMaintenance).toBe(false);
    expect(state.userSession).toBeNull();
    expect(state.userAuth).toBeNull();
    expect(state.returnUrl).toBeNull();
  });
});

describe('language normalisation (SPEC §5: exactly two letters we offer, else tr)', () => {
  it.each([
    ['en', 'en'],
    ['EN', 'en'],
    ['tr', 'tr'],
    ['de', 'tr'],
    ['eng', 'tr'],
    ['', 'tr'],
  ])('stored %j reads as %s', (stored, expected) => {
    localStorage.setItem('userLanguage', stored);
    hydrateFromStorage();
    expect(useAppStore.getState().userLanguage).toBe(expected);
    expect(useAppStore.getState().language.lang).toBe(expected);
  });

  it('rewrites a bad stored value with the normalised one', () => {
    localStorage.setItem('userLanguage', 'xx');
    hydrateFromStorage();
    expect(localStorage.getItem('userLanguage')).toBe('tr');
  });
});

describe('per-key persistence under the SPEC §3 keys', () => {
  it('stores the language code and the locale object under their own keys', () => {
    setLanguage('en');
    expect(localStorage.getItem('userLanguage')).toBe('en');
    expect(JSON.parse(localStorage.getItem('language') ?? 'null')).toEqual({
      id: 2,
      title: 'EN',
      lang: 'en',
    });
  });

  it('stores flags as the strings the product uses', () => {
    setShowBalance(false);
    setMaintenanceFlag(true);
    expect(localStorage.getItem('showBalance')).toBe('0');
    expect(localStorage.getItem('siteUnderMaintenance')).toBe('true');
    setMaintenanceFlag(false);
    expect(localStorage.getItem('siteUnderMaintenance')).toBe('false');
  });

  it('writes only the key that changed and removes a cleared one', () => {
    setReturnUrl('/favorites?x=1');
    expect(localStorage.getItem('returnUrl')).toBe('/favorites?x=1');
    expect(localStorage.getItem('userSession')).toBeNull();
    setReturnUrl(null);
    expect(localStorage.getItem('returnUrl')).toBeNull();
  });

  it('reads a stored session, defaulting uip to {ip} and accepting gtm for gmt', () => {
    localStorage.setItem('userSession', JSON.stringify({ uid: '7', gtm: '+03:00', lang: 'EN' }));
    localStorage.setItem('showBalance', '0');
    hydrateFromStorage();
    expect(useAppStore.getState().userSession).toEqual({
      uid: 7,
      uip: '{ip}',
      gmt: '+03:00',
      lang: 'en',
    });
    expect(useAppStore.getState().showBalance).toBe(false);
  });

  it('ignores unreadable or foreign values instead of crashing', () => {
    localStorage.setItem('userAuth', '{not json');
    localStorage.setItem('userProfile', JSON.stringify({ uid: -1 }));
    localStorage.setItem('expirationDate', 'soon');
    hydrateFromStorage();
    const state = useAppStore.getState();
    expect(state.userAuth).toBeNull();
    expect(state.userProfile).toBeNull();
    expect(state.expirationDate).toBeNull();
  });
});
