import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, resetClientState, stubFetch, toasts } from '../rpc/test-helpers.ts';
import { useAppStore } from '../store/app-store.ts';
import { endExpiredLogin } from './expired-login.ts';
import { logout } from './logout.ts';

let navigate: ReturnType<typeof resetClientState>['navigate'];
beforeEach(() => {
  ({ navigate } = resetClientState());
  useAppStore.setState({
    userSession: { uid: 7, uip: '{ip}', gmt: '', lang: 'tr' },
    userAuth: { uid: 7, uip: '{ip}' },
    userProfile: { uid: 7, username: 'demo', firstname: 'Ada', lastname: 'Lale', lastlogin: null },
    ridValue: 3,
    expirationDate: 123,
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('logout (SPEC §4/§6)', () => {
  it("counts 'not_authorized' as success: clears the login, toasts logged out, goes home", async () => {
    stubFetch({ body: failure('not_authorized', 403) });
    await logout();
    const state = useAppStore.getState();
    expect([
      state.userSession,
      state.userAuth,
      state.userProfile,
      state.ridValue,
      state.expirationDate,
    ]).toEqual([null, null, null, null, null]);
    expect(toasts().map((toast) => [toast.color, toast.message])).toEqual([
      ['teal', 'Çıkış yapıldı'],
    ]);
    expect(navigate).toHaveBeenCalledWith('/', undefined);
  });

  it('still clears the stored login when the server answers another failure', async () => {
    stubFetch({ body: failure('rate_limited', 429) });
    await logout();
    expect(useAppStore.getState().userAuth).toBeNull();
    expect(toasts()[0]?.color).toBe('red');
  });

  it('does not treat a call expiring beside the logout as an expired login', async () => {
    stubFetch({ body: { result: true, data: null, message: 'ok' } });
    const leaving = logout();
    endExpiredLogin(); // what a concurrent reply of 'session_expired' triggers
    await leaving;
    expect(navigate).not.toHaveBeenCalledWith('/login', undefined);
    expect(navigate).toHaveBeenCalledWith('/', undefined);
    expect(toasts().map((toast) => toast.message)).toEqual(['Çıkış yapıldı']);
  });
});
