import type { DomainModule, Platform } from '../../platform/domain-module.ts';
import { playerBusTopic } from '../../platform/live/live-hub.ts';
import { mergeHandlers } from '../../rpc/merge-handlers.ts';
import { balanceOf } from './balance.ts';
import { onBalanceChange } from './balance-events.ts';
import { registerProviderWallet } from './http/provider-wallet.routes.ts';
import { balanceHandlers } from './rpc/balance.handlers.ts';
import { habaneroHandlers } from './rpc/habanero.handlers.ts';

/** Moves of one player within this window are pushed as one balance. */
const BALANCE_COALESCE_MS = 100;

export interface WalletDomain extends DomainModule {
  /** Pushes the player's balance soon (the cashier calls it when a request is decided). */
  balanceMoved(uid: number): void;
}

/**
 * The wallet: the balance methods, the provider wallet for outside studios, and the player's
 * topic: the balance shown on arrival and pushed once it moved (read fresh, coalesced). Alone,
 * a process pushes only to players it has connected; behind Redis every process pushes, since
 * the player may be on another.
 */
export function walletDomain(platform: Platform): WalletDomain {
  const { db, hub } = platform;
  const shared = platform.config.redisUrl !== undefined;
  const waiting = new Map<number, NodeJS.Timeout>();
  let stopBalances = () => {};
  const pushBalance = async (uid: number) => {
    const balance = await balanceOf(db, uid);
    await hub.publish(playerBusTopic(uid), {
      type: 'balance',
      balance: balance.available,
      bonusBalance: balance.bonus,
    });
  };
  const balanceMoved = (uid: number) => {
    if (waiting.has(uid)) return;
    if (!shared && !hub.watches(playerBusTopic(uid))) return;
    const timer = setTimeout(() => {
      waiting.delete(uid);
      pushBalance(uid).catch((error) => platform.log.warn({ err: error }, 'balance push failed'));
    }, BALANCE_COALESCE_MS);
    timer.unref();
    waiting.set(uid, timer);
  };
  return {
    name: 'wallet',
    handlers: mergeHandlers(balanceHandlers(), habaneroHandlers()),
    routes: (app) =>
      registerProviderWallet(app, { db, now: platform.now, changes: platform.changes }),
    topics: (live) => {
      live.provideSnapshots('player', async (_topic, peer) => {
        if (peer.uid === null) return null;
        const balance = await balanceOf(db, peer.uid);
        return { type: 'balance', balance: balance.available, bonusBalance: balance.bonus };
      });
      stopBalances = onBalanceChange(balanceMoved);
    },
    balanceMoved,
    stop: () => {
      stopBalances();
      for (const timer of waiting.values()) clearTimeout(timer);
    },
  };
}
