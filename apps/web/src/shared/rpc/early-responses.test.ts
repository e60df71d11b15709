import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from './call.ts';
import { EARLY_RESPONSE_TTL_MS, sendEarly, takeEarlyResponse } from './early-responses.ts';
import { encodeRpcBody, RPC_HEADERS, RPC_PATH } from './request-body.ts';
import { resetClientState, stubFetch } from './test-helpers.ts';

const categories = {
  className: 'casino',
  method: 'category_list',
  payload: { limit: 100, offset: 0 },
};

beforeEach(() => {
  resetClientState();
  window.__laleEarlyResponses?.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('responses started before the app ran', () => {
  it('answer the same call once, without a second request', async () => {
    const fetchMock = stubFetch({ body: { result: true, data: [{ id: 94 }], message: 'early' } });
    sendEarly(RPC_PATH, { headers: RPC_HEADERS, body: encodeRpcBody(categories, 'tr') });
    const reply = await call('casino', 'category_list', { limit: 100, offset: 0 });
    expect(reply).toMatchObject({ result: true, message: 'early' });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await call('casino', 'category_list', { limit: 100, offset: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('are not used for a different call or language', async () => {
    const fetchMock = stubFetch();
    sendEarly(RPC_PATH, { headers: RPC_HEADERS, body: encodeRpcBody(categories, 'en') });
    await call('casino', 'category_list', { limit: 100, offset: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('are dropped when the app asks too late', () => {
    stubFetch();
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    const body = encodeRpcBody(categories, 'tr');
    sendEarly(RPC_PATH, { headers: RPC_HEADERS, body });
    now.mockReturnValue(1_000 + EARLY_RESPONSE_TTL_MS + 1);
    expect(takeEarlyResponse(RPC_PATH, body)).toBeUndefined();
    now.mockRestore();
  });
});
