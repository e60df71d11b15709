import { Success, type ClassHandlers } from '../../../rpc/handler.ts';
import { checkoutDeadlines } from '../checkout-deadlines.ts';
import { labelNames } from '../label-names.ts';
import { historyWindow } from '../history-window.ts';
import { CATEGORY_LABELS, MOVEMENT_LABELS, SUB_CATEGORY_LABELS, namedOptions } from '../labels.ts';
import { transactionsRepository as repo } from '../transactions.repository.ts';
import { presentTransaction } from '../transactions.presenter.ts';

const positiveInt = (value: unknown): number | undefined => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/**
 * SPEC §7 finance list_transactions and its lookups. `searchType` picks a category
 * (0 or absent: all); `more.type` a movement type and `more.status` a status code.
 */
export function historyHandlers(): { finance: ClassHandlers<'finance'> } {
  return {
    finance: {
      list_transactions: {
        handle: async (p, ctx) => {
          const { rows, total } = await repo.page(
            ctx.db,
            {
              userId: ctx.session.uid,
              categoryId: positiveInt(p.searchType),
              typeId: positiveInt(p.more?.type),
              status: positiveInt(p.more?.status),
              window: historyWindow(p.startDate, p.endDate),
            },
            { by: p.OrderPar, dir: p.OrderDir.toLowerCase() === 'asc' ? 'asc' : 'desc' },
            { limit: p.limit, offset: p.offset },
          );
          const names = await labelNames(
            ctx.db,
            rows.map((row) => row.label_key),
            ctx.lang,
          );
          const deadlines = await checkoutDeadlines(ctx.db, rows);
          return new Success(
            rows.map((row) => {
              const shown = presentTransaction(row, ctx.lang, names);
              const expiresAt = deadlines.get(shown.id);
              return expiresAt ? { ...shown, expiresAt } : shown;
            }),
            {
              pagination: { limit: p.limit, offset: p.offset, total },
              ...(total === 0 ? { message: 'no_records' as const } : {}),
            },
          );
        },
      },
      list_types_frontend: { handle: async (_p, ctx) => namedOptions(MOVEMENT_LABELS, ctx.lang) },
      list_categories: { handle: async (_p, ctx) => namedOptions(CATEGORY_LABELS, ctx.lang) },
      list_sub_categories: {
        handle: async (_p, ctx) => namedOptions(SUB_CATEGORY_LABELS, ctx.lang),
      },
    },
  };
}
