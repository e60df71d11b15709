import { RPC_PATH as CONTRACT_RPC_PATH } from '@lale/contract/envelope';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../store/app-store.ts';
import { call } from './call.ts';
import { RPC_PATH } from './request-body.ts';
import { failure, resetClientState, stubFetch, toasts } from './test-helpers.ts';

let navigate: ReturnType<typeof resetClientState>['navigate'];
beforeEach(() => ({ navigate } = resetClientState()));
afterEach(() => vi.unstubAllGlobals());

const signIn = () =>
  useAppStore.setState({
    userSession: { uid: 7, uip: '10.0.0.1', gmt: '+03:00', lang: 'tr' },
    userAuth: { uid: 7, uip: '10.0.0.1' },
    userProfile: { uid: 7, username: 'demo', firstname: null, lastname: null, lastlogin: null },
  });

describe('request shape (SPEC §7)', () => {
  it('posts to the contract path with the panel header and Lang in data', async () => {
    const fetchMock = stubFetch({ body: { result: true, data: [], message: 'ok' } });
    await call('cms', 'getSlider', { limit: 7 });
    expect(RPC_PATH).toBe(CONTRACT_RPC_PATH);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/endpoint/v1');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toEqual({
      'Content-Type': 'application/json',
      Accept: '*/*',
      panel: 'frontend',
    });
    expect(JSON.parse(init.body as string)).toEqual({
      api: { class: 'cms', method: 'getSlider' },
      data: { limit: 7, Lang: 'tr' },
    });
  });

  it('adds the user block (no secret) to authenticated calls when a session is stored', async () => {
    signIn();
    const fetchMock = stubFetch(
      { body: { result: true, data: null, message: '' } },
      { body: { result: true, data: [], message: '' } },
    );
    await call('user', 'logout', {});
    await call('cms', 'getPromotions', {});
    const bodies = fetchMock.mock.calls.map((c) =>
      JSON.parse((c as unknown as [string, RequestInit])[1].body as string),
    );
    expect(bodies[0].user).toEqual({ uip: '10.0.0.1', gmt: '+03:00', lang: 'tr', uid: 7 });
    expect(JSON.stringify(bodies[0])).not.toMatch(/sid/);
    expect(bodies[1].user).toBeUndefined();
  });
});

describe('session-clearing replies (SPEC §4)', () => {
  it.each([
    ['not_authorized', 403, false],
    ['login_failed', 401, true],
    ['inactive_account', 403, true],
  ])('%s clears session and profile; auth too: %s', async (debug, code, alsoAuth) => {
    signIn();
    stubFetch({ body: failure(debug, code) });
    const reply = await call('user', 'get_user_profile', {});
    expect(reply.result).toBe(false);
    const state = useAppStore.getState();
    expect(state.userSession).toBeNull();
    expect(state.userProfile).toBeNull();
    expect(localStorage.getItem('userSession')).toBeNull();
    expect(state.userAuth === null).toBe(alsoAuth);
  });

  it.each(['session_expired', 'anonymous_user'])(
    '%s ends the stored login once and goes to /login, remembering the page (SPEC §8)',
    async (debug) => {
      signIn();
      window.history.replaceState(null, '', '/favorites?tab=live');
      stubFetch({ body: failure(debug, 401) }, { body: failure(debug, 401) });
      await Promise.all([call('user', 'get_user_profile', {}), call('user', 'list_sessions', {})]);
      const state = useAppStore.getState();
      expect([state.userSession, state.userAuth, state.userProfile]).toEqual([null, null, null]);
      expect(state.returnUrl).toBe('/favorites?tab=live');
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(navigate).toHaveBeenCalledWith('/login', undefined);
      expect(toasts().map((toast) => toast.message)).toEqual(['Oturum süresi doldu']);
    },
  );

  it('lets logout of an expired session go home instead of to /login', async () => {
    signIn();
    stubFetch({ body: failure('session_expired', 401) });
    await call('user', 'logout', {});
    expect(navigate).not.toHaveBeenCalled();
    expect(useAppStore.getState().userSession).toBeNull();
  });

  it('keeps the session when a bet or deposit is refused for a limit (403)', async () => {
    signIn();
    stubFetch({ body: failure('rg_deposit_limit_reached', 403) });
    await call('finance', 'check_balance', {});
    expect(useAppStore.getState().userSession).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it("ends the login with the server's message when the session limit is reached", async () => {
    signIn();
    const reached = {
      ...failure('rg_session_limit_reached', 403),
      message: 'Oturum limitiniz doldu',
    };
    stubFetch({ body: reached });
    await call('finance', 'check_balance', {});
    expect(useAppStore.getState().userSession).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', undefined);
    expect(toasts().map((toast) => toast.message)).toEqual(['Oturum limitiniz doldu']);
  });

  it('leaves the session alone on other failures', async () => {
    signIn();
    stubFetch({ body: failure('not_available_yet', 501) });
    await call('finance', 'check_balance', {});
    expect(useAppStore.getState().userSession).not.toBeNull();
  });
});
