import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, resetClientState, stubFetch } from '../rpc/test-helpers.ts';
import { useAppStore } from '../store/app-store.ts';
import { pingSession } from './keepalive.ts';
import { setLoggingOut } from './logout-state.ts';

const NOW = 1_700_000_000_000;

beforeEach(() => {
  resetClientState();
  useAppStore.setState({
    userSession: { uid: 7, uip: '{ip}', gmt: '', lang: 'tr' },
    userAuth: { uid: 7, uip: '{ip}' },
    userProfile: { uid: 7, username: 'ada', firstname: 'Ada', lastname: 'Lale', lastlogin: null },
    expirationDate: 1,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setLoggingOut(false);
});

describe('system ping (SPEC §7, §4 expiry)', () => {
  it('renews the stored expiry to now + 15 s while the server keeps the session', async () => {
    const fetchMock = stubFetch({ body: { result: true, data: { pong: true }, message: '' } });
    expect(await pingSession(() => NOW)).toBe(true);
    expect(useAppStore.getState().expirationDate).toBe(NOW + 15_000);
    expect(localStorage.getItem('expirationDate')).toBe(String(NOW + 15_000));
    const body = JSON.parse(
      (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string,
    );
    expect(body.api).toEqual({ class: 'system', method: 'ping' });
  });

  it('clears the stored profile, session and expiry when the server refuses', async () => {
    stubFetch({ body: failure('rate_limited', 429) });
    expect(await pingSession(() => NOW)).toBe(false);
    const state = useAppStore.getState();
    expect([state.userProfile, state.userSession, state.expirationDate]).toEqual([
      null,
      null,
      null,
    ]);
    expect(localStorage.getItem('userSession')).toBeNull();
    expect(localStorage.getItem('expirationDate')).toBeNull();
  });

  it('leaves the login to a logout under way, which ends it after leaving the page', async () => {
    stubFetch({ body: failure('session_expired', 401) });
    setLoggingOut(true);
    expect(await pingSession(() => NOW)).toBe(false);
    expect(useAppStore.getState().userSession).not.toBeNull();
    expect(useAppStore.getState().userProfile).not.toBeNull();
  });

  it('keeps everything while the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await pingSession(() => NOW)).toBe(false);
    expect(useAppStore.getState().userSession).not.toBeNull();
    expect(useAppStore.getState().expirationDate).toBe(1);
  });
});
