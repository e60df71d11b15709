import { sql } from 'drizzle-orm';
import { DEPOSIT_CHECKOUT_EXPIRES_AFTER_MS } from '@lale/contract/constants';
import { rowsOf, type Db } from '../../db/client.ts';
import { CATEGORY, MOVEMENT, STATUS } from './movement-kinds.ts';
import type { TransactionRow } from './transactions.repository.ts';

const CASH_METHOD = /^cash-method:(\d{1,9})$/;

/**
 * When each waiting deposit of a page expires unpaid (issue 38): a New deposit row whose method
 * is paid at a provider's checkout, requested at the row's date. Bank transfers wait for an
 * operator and have none. One query for the page; row id → ISO time.
 */
export async function checkoutDeadlines(
  db: Db,
  rows: readonly TransactionRow[],
): Promise<Map<number, string>> {
  const waiting = rows.filter(
    (row) =>
      Number(row.category_id) === CATEGORY.finance &&
      Number(row.type_id) === MOVEMENT.deposit &&
      Number(row.status) === STATUS.new &&
      row.label_key !== null &&
      CASH_METHOD.test(row.label_key),
  );
  const deadlines = new Map<number, string>();
  if (waiting.length === 0) return deadlines;
  const ids = [...new Set(waiting.map((row) => Number(CASH_METHOD.exec(row.label_key!)![1])))];
  const paidAtProvider = new Set(
    rowsOf<{ id: number }>(
      await db.execute(
        sql`select id from cash_methods where provider is not null and id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    ).map((row) => Number(row.id)),
  );
  for (const row of waiting) {
    if (!paidAtProvider.has(Number(CASH_METHOD.exec(row.label_key!)![1]))) continue;
    const requested = new Date(row.created_at).getTime();
    deadlines.set(
      Number(row.id),
      new Date(requested + DEPOSIT_CHECKOUT_EXPIRES_AFTER_MS).toISOString(),
    );
  }
  return deadlines;
}
