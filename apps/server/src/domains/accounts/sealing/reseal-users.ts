import type { Database, ScriptTransaction } from '../../../db/client.ts';
import type { DataProtection } from '../../../platform/field-encryption/data-protection.ts';
import { SEALED_COLUMNS } from './sealed-fields.ts';

/**
 * Taken by whoever reseals rows (the start-up step, rotate-data-keys), so that processes
 * starting together take turns: the first seals, the others find nothing left.
 */
const RESEAL_LOCK_ID = 7_310_003;
const BATCH = 500;

interface StoredRow {
  id: number;
  identity_number: string;
  identity_number_index: string | null;
  ga_secret: string | null;
  ga_pending_secret: string | null;
}

/**
 * Which rows a pass rewrites: any value not yet sealed (or without its index), or any value
 * not wrapped by the active key (rotation; plaintext is not, so it is sealed on the way).
 */
export type ResealSelection = 'plaintext' | 'not-under-active-key';

/** A condition on `users` ($2 is the prefix every value of a selected row should have). */
const CONDITION = `(not starts_with(identity_number, $2) or identity_number_index is null
  or not starts_with(ga_secret, $2) or not starts_with(ga_pending_secret, $2))`;

/**
 * Rewrites the selected rows of `users` in batches of 500, each batch one transaction under
 * the reseal lock: plaintext is sealed and indexed, sealed values are re-wrapped under the
 * active key (their payload untouched), a missing blind index is filled. Idempotent: a second
 * pass finds nothing. Returns how many rows changed.
 */
export async function resealUsers(
  database: Database,
  protection: DataProtection,
  selection: ResealSelection,
): Promise<number> {
  const prefix = selection === 'plaintext' ? 'enc:' : `enc:v1:${protection.cipher.activeKeyId}:`;
  let after = 0;
  let changed = 0;
  for (;;) {
    const batch = await database.inLockedTransaction(RESEAL_LOCK_ID, (tx) =>
      resealBatch(tx, protection, prefix, after),
    );
    changed += batch.changed;
    if (batch.lastId === null) return changed;
    after = batch.lastId;
  }
}

async function resealBatch(
  tx: ScriptTransaction,
  protection: DataProtection,
  prefix: string,
  after: number,
): Promise<{ changed: number; lastId: number | null }> {
  const rows = await tx.query<StoredRow>(
    `select id, identity_number, identity_number_index, ga_secret, ga_pending_secret
       from users where id > $1 and ${CONDITION} order by id limit ${BATCH} for update`,
    [after, prefix],
  );
  for (const row of rows) {
    const next = resealed(protection, row);
    await tx.query(
      `update users set identity_number = $2, identity_number_index = $3, ga_secret = $4,
         ga_pending_secret = $5 where id = $1`,
      [
        row.id,
        next.identity_number,
        next.identity_number_index,
        next.ga_secret,
        next.ga_pending_secret,
      ],
    );
  }
  return { changed: rows.length, lastId: rows.length === BATCH ? rows.at(-1)!.id : null };
}

function resealed(protection: DataProtection, row: StoredRow): StoredRow {
  const { cipher, index } = protection;
  const { identityNumber, gaSecret, gaPendingSecret } = SEALED_COLUMNS;
  const current = (stored: string, purpose: string) =>
    cipher.isSealed(stored) ? cipher.rewrap(stored, purpose) : cipher.seal(stored, purpose);
  const identity = cipher.isSealed(row.identity_number)
    ? cipher.open(row.identity_number, identityNumber.purpose)
    : row.identity_number;
  return {
    id: row.id,
    identity_number: current(row.identity_number, identityNumber.purpose),
    identity_number_index: index.of(identity, identityNumber.purpose),
    ga_secret: row.ga_secret === null ? null : current(row.ga_secret, gaSecret.purpose),
    ga_pending_secret:
      row.ga_pending_secret === null
        ? null
        : current(row.ga_pending_secret, gaPendingSecret.purpose),
  };
}

/** How many stored values each key id wraps (a key may be dropped once it wraps none). */
export async function sealedValuesByKey(database: Database): Promise<Record<string, number>> {
  const rows = await database.inLockedTransaction(RESEAL_LOCK_ID, (tx) =>
    tx.query<{ key_id: string | null; n: number }>(
      `select split_part(value, ':', 3) as key_id, count(*)::int as n from (
         select identity_number as value from users
         union all select ga_secret from users where ga_secret is not null
         union all select ga_pending_secret from users where ga_pending_secret is not null
       ) stored group by 1 order by 1`,
    ),
  );
  return Object.fromEntries(rows.map((row) => [row.key_id || 'plaintext', Number(row.n)]));
}
