import type { OperatorView } from '@lale/contract/backoffice';
import { newSecret, SECRET_SHAPE, sha256 } from '../../platform/secrets.ts';
import type { PasswordHasher } from '../../platform/password-hasher.ts';
import type { Db } from '../../db/client.ts';
import { operatorsRepository as repo, type OperatorRow } from './operators.repository.ts';
import { canDecide, canTrade } from './roles.ts';

/** Operators hold money decisions: shorter sessions than players (30 min idle, 8 h total). */
export const OPERATOR_SESSION = { idleMs: 30 * 60_000, absoluteMs: 8 * 3_600_000 } as const;

export const presentOperator = (row: OperatorRow): OperatorView => ({
  id: row.id,
  username: row.username,
  role: row.role,
  canDecide: canDecide(row.role),
  canTrade: canTrade(row.role),
});

/** Checks the password (as slowly for an unknown name) and opens a session. */
export async function operatorLogin(
  db: Db,
  hasher: PasswordHasher,
  input: { username: string; password: string; ip: string; userAgent: string },
  now: Date,
): Promise<{ operator: OperatorRow; token: string } | null> {
  const operator = await repo.findByUsername(db, input.username);
  if (!operator) return hasher.verifyDummy(input.password).then(() => null);
  if (!(await hasher.verify(operator.passwordHash, input.password))) return null;
  if (operator.status !== 'active') return null;
  const token = newSecret();
  await repo.insertSession(db, {
    tokenHash: sha256(token),
    operatorId: operator.id,
    ip: input.ip,
    userAgent: input.userAgent.slice(0, 512),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + OPERATOR_SESSION.absoluteMs),
  });
  await repo.markLogin(db, operator.id, now);
  return { operator, token };
}

export async function resolveOperator(
  db: Db,
  token: string | undefined,
  now: Date,
): Promise<OperatorRow | null> {
  if (!token || !SECRET_SHAPE.test(token)) return null;
  const idleSince = new Date(now.getTime() - OPERATOR_SESSION.idleMs);
  return (await repo.resolveSession(db, sha256(token), now, idleSince)) ?? null;
}

export async function operatorLogout(db: Db, token: string | undefined, now: Date): Promise<void> {
  if (token && SECRET_SHAPE.test(token)) await repo.revokeSession(db, sha256(token), now);
}

/** The live operator's id a session secret names, or null (the live channel's operator pass). */
export async function operatorIdOfToken(
  db: Db,
  token: string | undefined,
  now: Date,
): Promise<number | null> {
  return (await resolveOperator(db, token, now))?.id ?? null;
}
