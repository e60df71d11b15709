import { passwordProblems } from '@lale/contract/validators/password';
import type { OperatorListItem } from '@lale/contract/backoffice-operators';
import type { StaffRole } from '@lale/contract/backoffice-permissions';
import { randomInt } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { operators, operatorSessions } from '../../../db/schema.ts';
import type { PasswordHasher } from '../../../platform/password-hasher.ts';
import { refusals } from '../../../platform/refusal.ts';
import type { OperatorRow } from '../operators.repository.ts';
import { addressAllowed } from './ip-allow-list.ts';

export const presentOperatorListItem = (row: OperatorRow): OperatorListItem => ({
  id: row.id,
  username: row.username,
  role: row.role,
  status: row.status,
  totpEnrolled: row.totpSecretSealed !== null,
  ipAllowList: row.ipAllowList,
  createdAt: row.createdAt.toISOString(),
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
});

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/**
 * 14 characters from 56 (about 81 bits), without look-alikes, told to the new operator once.
 * Drawn again until it meets the players' password rules (about one draw in nine lacks a
 * digit), so the only thing wrong with it is that somebody else has seen it.
 */
export function temporaryPassword(): string {
  for (;;) {
    const password = Array.from(
      { length: 14 },
      () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)],
    ).join('');
    if (passwordProblems(password).length === 0) return password;
  }
}

export async function listOperators(db: Db): Promise<OperatorListItem[]> {
  const rows = await db.select().from(operators).orderBy(asc(operators.id));
  return rows.map(presentOperatorListItem);
}

async function target(db: Db, id: number, actor: OperatorRow, self: 'refuse' | 'allow') {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  if (!row) throw refusals.notFound('operator_not_found');
  if (self === 'refuse' && row.id === actor.id) throw refusals.conflict('operator_self_change');
  return row;
}

async function changed(db: Db, id: number, set: Partial<typeof operators.$inferInsert>) {
  const [row] = await db.update(operators).set(set).where(eq(operators.id, id)).returning();
  return presentOperatorListItem(row!);
}

/** Ends every open session of an operator (disabled, role changed, authenticator reset). */
async function endSessions(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ revokedAt: now })
    .where(sql`${operatorSessions.operatorId} = ${id} and ${operatorSessions.revokedAt} is null`);
}

/** What the operators screen does; each is run by an audited action (operators.routes.ts). */
export function operatorsAdmin(db: Db, hasher: PasswordHasher, now: () => Date) {
  return {
    async create(
      input: { username: string; role: StaffRole; ipAllowList: string[] },
      actor: OperatorRow,
    ) {
      const [taken] = await db
        .select({ id: operators.id })
        .from(operators)
        .where(sql`lower(${operators.username}) = ${input.username.toLowerCase()}`);
      if (taken)
        throw refusals.conflict('operator_name_taken', { username: 'operator_name_taken' });
      const password = temporaryPassword();
      const [row] = await db
        .insert(operators)
        .values({
          username: input.username,
          role: input.role,
          passwordHash: await hasher.hash(password),
          ipAllowList: input.ipAllowList,
          mustChangePassword: true,
          createdBy: actor.id,
          createdAt: now(),
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw refusals.conflict('operator_name_taken', { username: 'operator_name_taken' });
      return { operator: presentOperatorListItem(row), temporaryPassword: password };
    },

    async setRole(input: { operatorId: number; role: StaffRole }, actor: OperatorRow) {
      await target(db, input.operatorId, actor, 'refuse');
      await endSessions(db, input.operatorId, now());
      return changed(db, input.operatorId, { role: input.role });
    },

    async setStatus(operatorId: number, status: 'active' | 'inactive', actor: OperatorRow) {
      await target(db, operatorId, actor, 'refuse');
      if (status === 'inactive') await endSessions(db, operatorId, now());
      return changed(db, operatorId, { status });
    },

    /** The next sign-in enrols a new authenticator; sessions opened with the old one end. */
    async resetTotp(operatorId: number, actor: OperatorRow) {
      await target(db, operatorId, actor, 'allow');
      await endSessions(db, operatorId, now());
      return changed(db, operatorId, {
        totpSecretSealed: null,
        totpPendingSealed: null,
        totpLastStep: null,
      });
    },

    async resetPassword(operatorId: number, actor: OperatorRow) {
      const row = await target(db, operatorId, actor, 'refuse');
      const password = temporaryPassword();
      await endSessions(db, operatorId, now());
      const operator = await changed(db, row.id, {
        passwordHash: await hasher.hash(password),
        mustChangePassword: true,
      });
      return { operator, temporaryPassword: password };
    },

    /** `ip`: the address the actor calls from; its own list must keep admitting it. */
    async setIpAllowList(
      input: { operatorId: number; ipAllowList: string[] },
      actor: OperatorRow,
      ip: string,
    ) {
      await target(db, input.operatorId, actor, 'allow');
      if (input.operatorId === actor.id && !addressAllowed(input.ipAllowList, ip))
        throw refusals.conflict('operator_allow_list_locks_out', undefined, { ip });
      return changed(db, input.operatorId, { ipAllowList: input.ipAllowList });
    },
  };
}
