import { Counter } from 'prom-client';
import { afterCommit, type Db } from '../../db/client.ts';
import type { TransferKind } from '../../db/schema.ts';
import { processMetrics } from '../../platform/metrics/process-metrics.ts';

const registers = [processMetrics];
const transfers = new Counter({
  name: 'lale_ledger_transfers_total',
  help: 'Ledger transfers written, by kind (a replay writes none; a pending one counts when made).',
  labelNames: ['kind'] as const,
  registers,
});
const transferred = new Counter({
  name: 'lale_ledger_transferred_kurus_total',
  help: 'Kuruş moved by the ledger transfers written, by kind.',
  labelNames: ['kind'] as const,
  registers,
});
const bets = new Counter({
  name: 'lale_bets_total',
  help: 'Bets taken by the seamless wallet, by product (in-house engine, or the studio).',
  labelNames: ['product'] as const,
  registers,
});
const staked = new Counter({
  name: 'lale_bets_kurus_total',
  help: 'Kuruş staked, by product.',
  labelNames: ['product'] as const,
  registers,
});
const wins = new Counter({
  name: 'lale_wins_total',
  help: 'Wins paid by the seamless wallet (a round closed with nothing won is not one), by product.',
  labelNames: ['product'] as const,
  registers,
});
const paid = new Counter({
  name: 'lale_wins_kurus_total',
  help: 'Kuruş paid out as wins, by product.',
  labelNames: ['product'] as const,
  registers,
});

/**
 * Counts money the caller has just written in `db`'s transaction, once that commits: a rolled
 * back round moved nothing and counts nothing. No query: the caller knows what it wrote.
 */
export function countMoney(
  db: Db,
  moved: {
    transfers?: readonly { kind: TransferKind; amount: number }[];
    bet?: { product: string; amount: number };
    win?: { product: string; amount: number };
  },
): void {
  afterCommit(db, () => {
    for (const { kind, amount } of moved.transfers ?? []) {
      transfers.inc({ kind });
      transferred.inc({ kind }, amount);
    }
    if (moved.bet) {
      bets.inc({ product: moved.bet.product });
      staked.inc({ product: moved.bet.product }, moved.bet.amount);
    }
    if (moved.win) {
      wins.inc({ product: moved.win.product });
      paid.inc({ product: moved.win.product }, moved.win.amount);
    }
  });
}
