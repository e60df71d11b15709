import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import { onRequestDecided } from './domains/cashier/api.ts';
import { balanceOf, onBalanceChange } from './domains/wallet/api.ts';
import { playerBusTopic, type LiveHub } from './platform/live/live-hub.ts';

/** Moves of one player within this window are pushed as one balance. */
const BALANCE_COALESCE_MS = 100;

/**
 * Pushes to each player's own topic: the balance once it moved (read fresh, coalesced) and a
 * notice when a deposit or withdrawal is decided. Alone, a process pushes only to players it
 * has connected; behind Redis every process pushes, since the player may be on another.
 */
export function composePlayerPushes(
  server: FastifyInstance,
  deps: { db: Db; hub: LiveHub; shared: boolean },
): void {
  const waiting = new Map<number, NodeJS.Timeout>();
  const pushBalance = async (uid: number) => {
    const balance = await balanceOf(deps.db, uid);
    await deps.hub.publish(playerBusTopic(uid), {
      type: 'balance',
      balance: balance.available,
      bonusBalance: balance.bonus,
    });
  };
  const touch = (uid: number) => {
    if (waiting.has(uid)) return;
    if (!deps.shared && !deps.hub.watches(playerBusTopic(uid))) return;
    const timer = setTimeout(() => {
      waiting.delete(uid);
      pushBalance(uid).catch((error) => server.log.warn({ err: error }, 'balance push failed'));
    }, BALANCE_COALESCE_MS);
    timer.unref();
    waiting.set(uid, timer);
  };
  const stopBalances = onBalanceChange(touch);
  const stopDecisions = onRequestDecided((request) => {
    deps.hub
      .publish(playerBusTopic(request.userId), {
        type: 'notice',
        id: `cashier-${request.id}-${request.status}`,
        kind: request.kind,
        amount: request.amount,
        status: request.status === 'confirmed' ? 'confirmed' : 'canceled',
      })
      .catch((error) => server.log.warn({ err: error }, 'notice push failed'));
    touch(request.userId);
  });
  server.addHook('onClose', async () => {
    stopBalances();
    stopDecisions();
    for (const timer of waiting.values()) clearTimeout(timer);
  });
}
