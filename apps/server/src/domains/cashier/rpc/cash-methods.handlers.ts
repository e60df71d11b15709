import { presentCashMethod, presentGrouped } from '../cash-methods.presenter.ts';
import { cashMethodsRepository as methods } from '../cash-methods.repository.ts';
import { refusals } from '../../../platform/refusal.ts';
import { Success, type ClassHandlers } from '../../../rpc/handler.ts';

const undefinedMethod = () =>
  refusals.notFound('payment_method_undefined', { id: 'payment_method_undefined' });

/** SPEC §7 finance: deposit (Type 1) and withdrawal (Type 2) methods and their favourites. */
export function cashMethodsHandlers(now: () => Date): { finance: ClassHandlers<'finance'> } {
  return {
    finance: {
      list_cash_methods: {
        handle: async (p, ctx) => {
          const rows = await methods.list(ctx.db, ctx.session.uid, p.Type);
          // `fields` is the form of the chosen method (methodID), else of the first one.
          const chosen = p.methodID ? rows.find((row) => row.id === p.methodID) : rows[0];
          if (p.methodID && !chosen) throw undefinedMethod();
          const list = rows.map((row) => presentCashMethod(row, ctx.lang));
          const fields = chosen ? presentCashMethod(chosen, ctx.lang).fields : [];
          return { methods_list: list, fields };
        },
      },
      list_cash_methods_new: {
        handle: async (p, ctx) => {
          const rows = await methods.list(ctx.db, ctx.session.uid, p.Type);
          if (!p.methodID) return presentGrouped(rows, ctx.lang);
          const chosen = rows.find((row) => row.id === p.methodID);
          if (!chosen) throw undefinedMethod();
          return [presentCashMethod(chosen, ctx.lang)];
        },
      },
      list_highlighted_cash_methods: {
        handle: async (p, ctx) =>
          (await methods.list(ctx.db, ctx.session.uid, p.Type, { highlightedOnly: true })).map(
            (row) => presentCashMethod(row, ctx.lang),
          ),
      },
      add_favorite_cash_method: {
        handle: async (p, ctx) => {
          const uid = ctx.session.uid;
          if (!(await methods.findEnabled(ctx.db, uid, p.id))) throw undefinedMethod();
          await methods.addFavorite(ctx.db, uid, p.id, now());
          return new Success(null, { message: 'favorite_added' });
        },
      },
      remove_favorite_cash_method: {
        handle: async (p, ctx) => {
          await methods.removeFavorite(ctx.db, ctx.session.uid, p.id);
          return new Success(null, { message: 'favorite_removed' });
        },
      },
      check_favorite_cash_method: {
        handle: async (p, ctx) => {
          const row = await methods.findEnabled(ctx.db, ctx.session.uid, p.id);
          if (!row) throw undefinedMethod();
          return { isFavorite: row.isFavorite ? 1 : 0 };
        },
      },
    },
  };
}
