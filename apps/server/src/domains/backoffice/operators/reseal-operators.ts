import type { Database } from '../../../db/client.ts';
import type { DataProtection } from '../../../platform/field-encryption/data-protection.ts';
import { OPERATOR_TOTP_PURPOSE } from './operator-totp.ts';

/** Taken by rotate-data-keys while it rewrites operators' secrets (processes take turns). */
const RESEAL_OPERATORS_LOCK_ID = 7_310_018;

interface StoredOperator {
  id: number;
  totp_secret_sealed: string | null;
  totp_pending_sealed: string | null;
}

/**
 * Re-wraps operators' authenticator secrets (enrolled and pending) under the active key, their
 * payload untouched; a value somehow left in plaintext is sealed. Operators are few: one
 * transaction. Idempotent; returns how many operators changed.
 */
export async function resealOperators(
  database: Database,
  protection: DataProtection,
): Promise<number> {
  const { cipher } = protection;
  const current = (stored: string | null) =>
    stored === null
      ? null
      : cipher.isSealed(stored)
        ? cipher.rewrap(stored, OPERATOR_TOTP_PURPOSE)
        : cipher.seal(stored, OPERATOR_TOTP_PURPOSE);
  return database.inLockedTransaction(RESEAL_OPERATORS_LOCK_ID, async (tx) => {
    const rows = await tx.query<StoredOperator>(
      `select id, totp_secret_sealed, totp_pending_sealed from operators
        where not starts_with(totp_secret_sealed, $1) or not starts_with(totp_pending_sealed, $1)
        order by id for update`,
      [`enc:v1:${cipher.activeKeyId}:`],
    );
    for (const row of rows)
      await tx.query(
        `update operators set totp_secret_sealed = $2, totp_pending_sealed = $3 where id = $1`,
        [row.id, current(row.totp_secret_sealed), current(row.totp_pending_sealed)],
      );
    return rows.length;
  });
}

/** How many operators' secrets each key id wraps ('plaintext' for any not sealed). */
export async function operatorSecretsByKey(database: Database): Promise<Record<string, number>> {
  const rows = await database.inLockedTransaction(RESEAL_OPERATORS_LOCK_ID, (tx) =>
    tx.query<{ key_id: string | null; n: number }>(
      `select split_part(value, ':', 3) as key_id, count(*)::int as n from (
         select totp_secret_sealed as value from operators where totp_secret_sealed is not null
         union all select totp_pending_sealed from operators where totp_pending_sealed is not null
       ) stored group by 1 order by 1`,
    ),
  );
  return Object.fromEntries(rows.map((row) => [row.key_id || 'plaintext', Number(row.n)]));
}
