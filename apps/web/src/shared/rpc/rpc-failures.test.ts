import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../store/app-store.ts';
import { call } from './call.ts';
import { RpcError } from './rpc-error.ts';
import { failure, resetClientState, stubFetch, toasts } from './test-helpers.ts';

let navigate: ReturnType<typeof resetClientState>['navigate'];
beforeEach(() => ({ navigate } = resetClientState()));
afterEach(() => vi.unstubAllGlobals());

describe('HTTP 500 (SPEC §4/§8)', () => {
  it('shows one persistent negative toast, then refuses every call without a request', async () => {
    const fetchMock = stubFetch({ status: 500, body: failure('server_error', 500) });
    await expect(call('cms', 'getSlider', {})).rejects.toMatchObject({
      kind: 'server',
      key: 'server_error',
    });
    const [toast] = toasts();
    expect(toasts()).toHaveLength(1);
    expect(toast?.autoClose).toBe(false);
    expect(toast?.color).toBe('red');
    expect(toast?.message).toBe('Bazı sorunlar yaşıyoruz. Lütfen daha sonra tekrar deneyin.');

    const blocked = call('cms', 'getPromotions', {});
    await expect(blocked).rejects.toThrow('Request blocked due to a previous error');
    await expect(blocked).rejects.toMatchObject({ kind: 'blocked', key: 'request_blocked' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('maintenance replies (SPEC §4/§8)', () => {
  it('sets the flag, toasts once and routes once for calls failing together', async () => {
    stubFetch(
      { body: failure('maintenance', 423) },
      { body: failure('maintenance', 423) },
      { body: failure('maintenance', 423) },
    );
    await Promise.all([
      call('cms', 'getSlider', {}),
      call('cms', 'getPromotions', {}),
      call('casino', 'games_list', {}),
    ]);
    expect(useAppStore.getState().siteUnderMaintenance).toBe(true);
    expect(localStorage.getItem('siteUnderMaintenance')).toBe('true');
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]?.message).toBe('Site Bakima Alindi');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/maintenance', { replace: true });
  });

  it('recognises maintenance by code alone', async () => {
    stubFetch({ body: failure('anything', 423) });
    await call('cms', 'getSlider', {});
    expect(useAppStore.getState().siteUnderMaintenance).toBe(true);
  });
});

describe('network failures are not swallowed', () => {
  it('rejects with a network error and marks the connection down until the next answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const attempt = call('cms', 'getSlider', {});
    await expect(attempt).rejects.toBeInstanceOf(RpcError);
    await expect(attempt).rejects.toMatchObject({ kind: 'network' });
    expect(useAppStore.getState().networkDown).toBe(true);

    stubFetch({ body: { result: true, data: [], message: '' } });
    await call('cms', 'getSlider', {});
    expect(useAppStore.getState().networkDown).toBe(false);
  });
});
