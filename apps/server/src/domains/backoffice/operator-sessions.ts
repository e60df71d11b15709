import type { OperatorView } from '@lale/contract/backoffice';
import type { OperatorTotpEnrolment } from '@lale/contract/backoffice';
import { permissionsOf, type Permission } from '@lale/contract/backoffice-permissions';
import type { FieldCipher } from '../../platform/field-encryption/field-cipher.ts';
import { newSecret, SECRET_SHAPE, sha256 } from '../../platform/secrets.ts';
import type { PasswordHasher } from '../../platform/password-hasher.ts';
import type { Db } from '../../db/client.ts';
import { operatorsRepository as repo, type OperatorRow } from './operators.repository.ts';
import { addressAllowed } from './operators/ip-allow-list.ts';
import {
  newOperatorEnrolment,
  operatorCodeStep,
  pendingEnrolment,
  sealsSecret,
} from './operators/operator-totp.ts';
import { canDecide, canTrade } from './roles.ts';

/** Operators hold money decisions: shorter sessions than players (30 min idle, 8 h total). */
export const OPERATOR_SESSION = { idleMs: 30 * 60_000, absoluteMs: 8 * 3_600_000 } as const;

export const presentOperator = (row: OperatorRow): OperatorView => ({
  id: row.id,
  username: row.username,
  role: row.role,
  permissions: permissionsOf(row.role),
  canDecide: canDecide(row.role),
  canTrade: canTrade(row.role),
  mustChangePassword: row.mustChangePassword,
});

export type OperatorLoginOutcome =
  | { kind: 'failed'; operator: OperatorRow | null }
  | { kind: 'address_refused'; operator: OperatorRow }
  | { kind: 'code_required'; operator: OperatorRow }
  | { kind: 'enrol'; operator: OperatorRow; enrolment: OperatorTotpEnrolment }
  | { kind: 'wrong_code'; operator: OperatorRow }
  | { kind: 'code_used'; operator: OperatorRow }
  | { kind: 'signed_in'; operator: OperatorRow; token: string };

/**
 * What signing in needs besides the database: the password hasher, the cipher of the sealed
 * secrets and, outside production only, the demo admin's published secret, whose codes stay
 * reusable (parallel browser tests share it; anyone can compute its codes anyway).
 */
export interface OperatorLoginDeps {
  hasher: PasswordHasher;
  cipher: FieldCipher;
  reusableTotpSecret?: string | undefined;
}

/**
 * Checks the password (as slowly for an unknown name), the address against the operator's
 * allow-list, then the authenticator's code; opens a session only when all three pass. An
 * operator without an enrolled secret gets one to enrol (kept until a code of it is entered).
 * Each code works once: its time step must be later than the last one accepted.
 */
export async function operatorLogin(
  db: Db,
  deps: OperatorLoginDeps,
  input: {
    username: string;
    password: string;
    code?: string | undefined;
    ip: string;
    userAgent: string;
  },
  now: Date,
): Promise<OperatorLoginOutcome> {
  const operator = await repo.findByUsername(db, input.username);
  if (!operator)
    return deps.hasher.verifyDummy(input.password).then(() => ({ kind: 'failed', operator: null }));
  if (!(await deps.hasher.verify(operator.passwordHash, input.password)))
    return { kind: 'failed', operator };
  if (operator.status !== 'active') return { kind: 'failed', operator };
  if (!addressAllowed(operator.ipAllowList, input.ip)) return { kind: 'address_refused', operator };
  if (!operator.totpSecretSealed) {
    if (!operator.totpPendingSealed) {
      const { sealed, enrolment } = await newOperatorEnrolment(deps.cipher, operator.username);
      await repo.update(db, operator.id, { totpPendingSealed: sealed });
      return { kind: 'enrol', operator, enrolment };
    }
    if (!input.code)
      return {
        kind: 'enrol',
        operator,
        enrolment: await pendingEnrolment(
          deps.cipher,
          operator.totpPendingSealed,
          operator.username,
        ),
      };
    const step = operatorCodeStep(deps.cipher, operator.totpPendingSealed, input.code, now);
    if (step === null) return { kind: 'wrong_code', operator };
    const enrolled = await repo.acceptTotpStep(db, operator.id, step, {
      totpSecretSealed: operator.totpPendingSealed,
      totpPendingSealed: null,
    });
    if (!enrolled) return { kind: 'code_used', operator };
  } else {
    if (!input.code) return { kind: 'code_required', operator };
    const sealed = operator.totpSecretSealed;
    const step = operatorCodeStep(deps.cipher, sealed, input.code, now);
    if (step === null) return { kind: 'wrong_code', operator };
    const reusable =
      deps.reusableTotpSecret !== undefined &&
      sealsSecret(deps.cipher, sealed, deps.reusableTotpSecret);
    if (!reusable && !(await repo.acceptTotpStep(db, operator.id, step)))
      return { kind: 'code_used', operator };
  }
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
  return { kind: 'signed_in', operator, token };
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

/**
 * Session hash → the operator and what their role may do, for those of `tokenHashes` live now
 * (the live channel's operator passes); nothing is marked as seen.
 */
export async function liveOperatorsOfSessions(
  db: Db,
  tokenHashes: readonly string[],
  now: Date,
): Promise<Map<string, { id: number; permissions: Permission[] }>> {
  const idleSince = new Date(now.getTime() - OPERATOR_SESSION.idleMs);
  const rows = await repo.liveSessionOperators(db, [...new Set(tokenHashes)], now, idleSince);
  return new Map(
    rows.map((row) => [row.tokenHash, { id: row.id, permissions: permissionsOf(row.role) }]),
  );
}
