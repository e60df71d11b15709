import type { TopicMessage } from '@lale/contract/live/live-client';
import type { QueryClient } from '@tanstack/react-query';
import { balanceQuery } from '../api/balance.ts';
import { transactionNoticesRoot } from '../notifications/transaction-notices.ts';
import { setPlayerLiveFlag } from './player-live-flag.ts';

let snapshots = 0;

/**
 * One message of the `player` topic into the query cache: a balance replaces the cached
 * check_balance reply, a notice refreshes the notifications (and so the header badge).
 */
export function applyPlayerMessage(client: QueryClient, message: TopicMessage<'player'>): void {
  const payload = message.payload;
  if (payload.type === 'balance') {
    const { balance, bonusBalance } = payload;
    client.setQueryData(balanceQuery().queryKey, (rows) =>
      rows && rows.length > 0
        ? rows.map((row, index) => (index === 0 ? { ...row, balance, bonusBalance } : row))
        : [{ balance, bonusBalance, currency: 'TRY' }],
    );
  }
  // A later snapshot means events may have been missed meanwhile (the first comes with the
  // page, whose notices were just read).
  const missed = message.type === 'snapshot' && snapshots++ > 0;
  if (payload.type === 'notice' || missed) {
    void client.invalidateQueries({ queryKey: transactionNoticesRoot });
  }
}

/**
 * Marks the topic live or not. When it stops, the balance and the notices are read again at
 * once, which also starts their polling again.
 */
export function setPlayerLive(client: QueryClient, live: boolean): void {
  if (!setPlayerLiveFlag(live) || live) return;
  void client.invalidateQueries({ queryKey: balanceQuery().queryKey });
  void client.invalidateQueries({ queryKey: transactionNoticesRoot });
}

/** Tests. */
export function resetPlayerLive(): void {
  snapshots = 0;
  setPlayerLiveFlag(false);
}
