import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { balanceQuery } from '../api/balance.ts';
import { transactionNoticesRoot } from '../notifications/transaction-notices.ts';
import { hydrateFromStorage, useAppStore } from '../store/app-store.ts';
import { liveStatus, resetLiveClient } from './live-connection.ts';
import { isPlayerLive, unlessPlayerLive } from './player-live-flag.ts';
import { resetPlayerLive } from './player-live.ts';
import { stubWebSocket } from './test-socket.ts';
import { usePlayerLive } from './use-player-live.ts';

function Probe() {
  usePlayerLive();
  return null;
}

function setup() {
  const latest = stubWebSocket();
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <Probe />
    </QueryClientProvider>,
  );
  return { latest, client, invalidate };
}

const balanceKey = balanceQuery().queryKey;
const invalidated = (spy: ReturnType<typeof setup>['invalidate']) =>
  spy.mock.calls.map(([filters]) => filters?.queryKey?.join('/'));

beforeEach(() => {
  localStorage.clear();
  hydrateFromStorage();
  useAppStore.setState({ userSession: { uid: 7, uip: '10.0.0.1', gmt: '+03:00', lang: 'tr' } });
});
afterEach(() => {
  cleanup();
  resetLiveClient();
  resetPlayerLive();
  vi.unstubAllGlobals();
});

describe('the player topic', () => {
  it('moves the cached balance and the notices, and stops their polling while live', () => {
    const { latest, client, invalidate } = setup();
    expect(latest().url).toBe(`ws://${location.host}/endpoint/ws`);
    client.setQueryData(balanceKey, [{ balance: 100, bonusBalance: 0, currency: 'TRY' }]);
    latest().accept(true);
    expect(latest().sent).toEqual([{ type: 'subscribe', topics: ['player'] }]);
    expect(unlessPlayerLive(15_000)()).toBe(15_000);
    latest().receive({
      type: 'snapshot',
      topic: 'player',
      seq: 3,
      at: 0,
      payload: { type: 'balance', balance: 5_000, bonusBalance: 250 },
    });
    expect(client.getQueryData(balanceKey)).toEqual([
      { balance: 5_000, bonusBalance: 250, currency: 'TRY' },
    ]);
    expect(isPlayerLive()).toBe(true);
    expect(unlessPlayerLive(15_000)()).toBe(false);
    expect(invalidate).not.toHaveBeenCalled();
    latest().receive({
      type: 'event',
      topic: 'player',
      seq: 4,
      at: 0,
      payload: { type: 'notice', id: 'n1', kind: 'withdrawal', amount: 1_000, status: 'confirmed' },
    });
    expect(invalidated(invalidate)).toEqual([transactionNoticesRoot.join('/')]);
  });

  it('polls again at once when the socket drops', () => {
    const { latest, invalidate } = setup();
    latest().accept(true);
    latest().receive({
      type: 'snapshot',
      topic: 'player',
      seq: 1,
      at: 0,
      payload: { type: 'balance', balance: 1, bonusBalance: 0 },
    });
    latest().drop();
    expect(liveStatus()).toBe('closed');
    expect(isPlayerLive()).toBe(false);
    expect(invalidated(invalidate)).toEqual([
      balanceKey.join('/'),
      transactionNoticesRoot.join('/'),
    ]);
  });

  it('reconnects when the player logs out, and follows public topics only then', () => {
    const { latest } = setup();
    const first = latest();
    first.accept(true);
    useAppStore.setState({ userSession: null });
    expect(first.readyState).toBe(3);
    expect(latest()).not.toBe(first);
  });
});
