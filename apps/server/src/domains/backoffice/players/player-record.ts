import type { PlayerResponsibleGaming, PlayerSearchHit } from '@lale/contract/backoffice-players';
import type { Lang } from '@lale/contract/languages';
import type { Db } from '../../../db/client.ts';
import { refusals } from '../../../platform/refusal.ts';
import { historyWindow, presentTransaction, transactionsRepository } from '../../history/api.ts';
import { responsibleGamingRecord } from '../../responsible-gaming/api.ts';
import { playersRepository } from './players.repository.ts';

const RECENT_TRANSACTIONS = 20;

type PlayerRow = NonNullable<Awaited<ReturnType<typeof playersRepository.byId>>>;

function presentPlayer(row: PlayerRow): PlayerSearchHit {
  return {
    uid: row.uid,
    username: row.username,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    email: row.email,
    phone: row.phone,
  };
}

/** `identityIndex` turns an 11-digit query into the blind index identity numbers are found by. */
export async function searchPlayers(
  db: Db,
  q: string,
  identityIndex?: (identityNumber: string) => string,
): Promise<PlayerSearchHit[]> {
  const index = identityIndex && /^\d{11}$/.test(q) ? identityIndex(q) : null;
  return (await playersRepository.search(db, q, index)).map(presentPlayer);
}

/**
 * A player's responsible-gaming record for operators: limits (and pending changes), breaks,
 * the reality-check interval, the audit trail of those and of sign-ins, the newest movements.
 * Read only: there is no way here to lift or shorten a break.
 */
export async function playerResponsibleGaming(
  db: Db,
  uid: number,
  now: Date,
  lang: Lang,
): Promise<PlayerResponsibleGaming> {
  const player = await playersRepository.byId(db, uid);
  if (!player) throw refusals.notFound();
  const [record, audit, transactions] = await Promise.all([
    responsibleGamingRecord(db, uid, now),
    playersRepository.audit(db, uid),
    transactionsRepository.page(
      db,
      { userId: uid, window: historyWindow() },
      { by: 'id', dir: 'desc' },
      { limit: RECENT_TRANSACTIONS, offset: 0 },
    ),
  ]);
  return {
    player: { ...presentPlayer(player), lastLoginAt: player.lastLoginAt?.toISOString() ?? null },
    ...record,
    audit: audit.map((row) => ({
      at: row.at.toISOString(),
      event: row.event,
      result: row.result,
      ip: row.ip,
      detail: (row.detail as Record<string, unknown> | null) ?? null,
    })),
    transactions: transactions.rows.map((tx) => presentTransaction(tx, lang)),
  };
}
