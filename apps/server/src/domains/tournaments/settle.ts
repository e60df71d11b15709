import { withTransaction, type Db } from '../../db/client.ts';
import { playerCash, transfer } from '../wallet/api.ts';
import { tournamentsRepository as repo } from './tournaments.repository.ts';

/**
 * Pays an ended tournament's prizes, once: the rules row is locked, a settled tournament is
 * left alone, and each prize's transfer has its own key (tournament:<id>:prize:<rank>), so two
 * leaders, a retried step or a crash half-way pay nobody twice. Only a positive score wins;
 * a paused tournament waits. Returns whether this call settled it.
 */
export async function settleTournament(db: Db, tournamentId: number, now: Date): Promise<boolean> {
  return withTransaction(db, async (tx) => {
    await repo.lockRules(tx, tournamentId);
    const tournament = await repo.byId(tx, tournamentId);
    const rules = tournament?.rules;
    if (!tournament || !rules || rules.settledAt || rules.paused) return false;
    if (tournament.endsAt.getTime() > now.getTime()) return false;
    const ranked = await repo.ranking(tx, tournamentId, rules.prizes.length);
    for (const entry of ranked) {
      const amount = rules.prizes[entry.rank - 1] ?? 0;
      if (amount <= 0 || entry.score <= 0) continue;
      const paid = await transfer(tx, {
        debit: { kind: 'house' },
        credit: playerCash(entry.userId),
        amount,
        kind: 'prize',
        reference: `tournament:${tournamentId}`,
        subject: 'tournament',
        idempotencyKey: `tournament:${tournamentId}:prize:${entry.rank}`,
      });
      await repo.recordPrize(tx, {
        tournamentId,
        rank: entry.rank,
        userId: entry.userId,
        score: entry.score,
        amount,
        transferId: paid.transfer.id,
      });
    }
    await repo.markSettled(tx, tournamentId, now);
    return true;
  });
}
