import type {
  PlayerPage,
  PlayerState,
  PlayerTransactionsPage,
} from '@lale/contract/backoffice-players';
import type { Lang } from '@lale/contract/languages';
import type { z } from 'zod';
import type { playerTransactionsQuery } from '@lale/contract/backoffice-players';
import type { Db } from '../../../db/client.ts';
import { refusals } from '../../../platform/refusal.ts';
import { historyWindow, presentTransaction, transactionsRepository } from '../../history/api.ts';
import { regionGuard, responsibleGamingRecord } from '../../responsible-gaming/api.ts';
import { playerKycDocuments } from '../../kyc/api.ts';
import { balanceOf } from '../../wallet/api.ts';
import { adjustmentsOf } from './adjustments.ts';
import { playerPageRepository as repo, type ProfileRow } from './player-page.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** An identity number shown to operators: the last three digits, the rest hidden. */
function masked(identityNumber: string): string {
  return identityNumber.length > 3 ? `********${identityNumber.slice(-3)}` : '***';
}

function stateOf(row: ProfileRow, selfExcluded: boolean): PlayerState {
  if (row.status === 'closed') return 'closed';
  if (selfExcluded) return 'self_excluded';
  return row.status === 'inactive' ? 'blocked' : 'active';
}

/**
 * Everything the operator's player page shows, read together. `openIdentity` turns the sealed
 * identity number into its plaintext (the accounts' sealed fields); without it, it stays hidden.
 */
export async function playerPage(
  db: Db,
  uid: number,
  now: Date,
  openIdentity?: (sealed: string) => string,
): Promise<PlayerPage> {
  const profile = await repo.profile(db, uid);
  if (!profile) throw refusals.notFound();
  const [rg, balances, sessions, logins, kyc, notes, adjustments, geo] = await Promise.all([
    responsibleGamingRecord(db, uid, now),
    balanceOf(db, uid),
    repo.sessions(db, uid),
    repo.logins(db, uid),
    playerKycDocuments(db, uid),
    repo.notes(db, uid),
    adjustmentsOf(db, uid),
    regionGuard(),
  ]);
  const country = (ip: string) => geo.locate(ip).country ?? null;
  const selfExcluded = rg.currentBreak?.kind === 'self_exclusion';
  let identity = '***';
  try {
    if (openIdentity) identity = masked(openIdentity(profile.identity_number));
  } catch {
    // A row not yet sealed or sealed under a retired key: shown hidden rather than failing.
  }
  return {
    profile: {
      uid: profile.id,
      username: profile.username,
      firstname: profile.firstname,
      lastname: profile.lastname,
      email: profile.email,
      emailVerified: profile.email_verified_at !== null,
      phone: profile.phone,
      birthdate: profile.birthdate,
      country: profile.country,
      city: profile.city,
      address: profile.address,
      identityNumber: identity,
      language: profile.language,
      twoFactor: profile.two_factor,
      createdAt: iso(profile.created_at),
      lastLoginAt: isoOrNull(profile.last_login_at),
      lastLoginIp: profile.last_login_ip,
    },
    state: stateOf(profile, selfExcluded),
    balances,
    sessions: sessions.map((row) => ({
      id: row.public_id,
      ip: row.ip,
      country: country(row.ip),
      userAgent: row.user_agent,
      createdAt: iso(row.created_at),
      lastSeenAt: iso(row.last_seen_at),
      endedAt:
        row.revoked_at !== null
          ? iso(row.revoked_at)
          : new Date(row.expires_at) <= now
            ? iso(row.expires_at)
            : null,
      endReason: row.end_reason,
    })),
    logins: logins.map((row) => ({
      at: iso(row.created_at),
      event: row.event,
      result: row.result,
      ip: row.ip,
      country: country(row.ip),
    })),
    documents: kyc.documents.flatMap((document) =>
      document.state === 'not_sent'
        ? []
        : [
            {
              kind: document.kind,
              status: document.state,
              note: document.reason,
              reviewedBy: document.reviewedBy,
              reviewedAt: document.reviewedAt,
            },
          ],
    ),
    kyc,
    notes: notes.map((row) => ({
      id: Number(row.id),
      body: row.body,
      operator: row.operator,
      at: iso(row.created_at),
    })),
    adjustments,
  };
}

/** The player's account history with the filters the player has (SPEC §7 list_transactions). */
export async function playerTransactions(
  db: Db,
  uid: number,
  query: z.output<typeof playerTransactionsQuery>,
  lang: Lang,
): Promise<PlayerTransactionsPage> {
  const positive = (n: number) => (n > 0 ? n : undefined);
  const { rows, total } = await transactionsRepository.page(
    db,
    {
      userId: uid,
      categoryId: positive(query.category),
      typeId: positive(query.type),
      status: positive(query.status),
      window: historyWindow(query.startDate, query.endDate),
    },
    { by: 'id', dir: 'desc' },
    { limit: query.limit, offset: query.offset },
  );
  return { items: rows.map((row) => presentTransaction(row, lang)), total };
}
