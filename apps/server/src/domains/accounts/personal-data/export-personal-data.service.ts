import { sql } from 'drizzle-orm';
import type { Lang } from '@lale/contract/languages';
import type { FinanceTransaction } from '@lale/contract/methods/finance';
import type { PersonalDataExport } from '@lale/contract/methods/user';
import { rowsOf, type Db } from '../../../db/client.ts';
import type { SignedInContext } from '../../../rpc/handler.ts';
import { presentTransaction } from '../../history/api.ts';
import { signedInUser } from '../ga.service.ts';
import { originOf, type UserModuleDeps } from '../user.deps.ts';
import type { UserRow } from '../users.repository.ts';
import {
  readBankAccounts,
  readCoupons,
  readCrashBets,
  readGameRounds,
  readSessions,
} from './personal-data.reader.ts';

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/**
 * `export_personal_data`: everything the site keeps about the signed-in player, as one JSON
 * document; the identity number opened for its owner. Audited, never logged.
 */
export async function exportPersonalData(
  deps: UserModuleDeps,
  ctx: SignedInContext,
): Promise<PersonalDataExport> {
  const user = await signedInUser(ctx);
  const [bankAccounts, sessions, transactions, sportsCoupons, gameRounds, crashBets] =
    await Promise.all([
      readBankAccounts(ctx.db, user.id),
      readSessions(ctx.db, user.id),
      readTransactions(ctx.db, user.id, ctx.lang),
      readCoupons(ctx.db, user.id),
      readGameRounds(ctx.db, user.id),
      readCrashBets(ctx.db, user.id),
    ]);
  await deps.audit.write(ctx.db, originOf(ctx), {
    event: 'personal_data_export',
    result: 'success',
    userId: user.id,
  });
  return {
    format: 'lale-personal-data/1',
    exportedAt: deps.now().toISOString(),
    profile: exportedProfile(deps, user),
    settings: {
      language: user.language,
      twoFactor: user.twoFactor,
      smsOptIn: user.smsOptIn,
      emailOptIn: user.emailOptIn,
    },
    bankAccounts,
    sessions,
    transactions,
    sportsCoupons,
    gameRounds,
    crashBets,
  };
}

function exportedProfile(deps: UserModuleDeps, user: UserRow): PersonalDataExport['profile'] {
  return {
    uid: user.id,
    username: user.username,
    firstname: user.firstname,
    lastname: user.lastname,
    birthdate: user.birthdate,
    identityNumber: deps.sealed.identityNumber(user),
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    phone: user.phone,
    country: user.country,
    city: user.city,
    address: user.address,
    currency: user.currency,
    promotionCode: user.promotionCode,
    referenceNumber: user.referenceNumber,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: iso(user.lastLoginAt),
    lastLoginIp: user.lastLoginIp,
  };
}

/** The whole account history, oldest first, as `list_transactions` presents each row. */
async function readTransactions(db: Db, userId: number, lang: Lang): Promise<FinanceTransaction[]> {
  const result = await db.execute(sql`
    select id, category_id, type_id, status, amount, direction, previous_balance, last_balance,
      method, label_key, reference_code, operation_id, notes, created_at, updated_at
    from player_transactions where user_id = ${userId} order by created_at, id`);
  return rowsOf<Parameters<typeof presentTransaction>[0]>(result).map((row) =>
    presentTransaction(row, lang),
  );
}
