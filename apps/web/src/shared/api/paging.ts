import type { RpcReply } from '@lale/contract/envelope';
import { RpcError } from '../rpc/rpc-error.ts';

/** One page of a lobby grid, where it starts, and how many the whole list holds. */
export interface ListPage<T> {
  items: T[];
  total: number;
  offset: number;
}

/** A paged list reply as a page; a failed reply fails the query. */
export function toListPage<T>(reply: RpcReply<T[]>, offset: number): ListPage<T> {
  if (!reply.result) throw new RpcError('reply', 'process_failed', reply);
  return { items: reply.data, total: reply.pagination?.total ?? reply.data.length, offset };
}

/**
 * SPEC §4 append: "load more" asks from where the last page ended, until the total is shown.
 * (A filter change is a new query key: its first page replaces the grid.)
 */
export function nextOffset(last: ListPage<unknown>): number | undefined {
  const next = last.offset + last.items.length;
  return last.items.length > 0 && next < last.total ? next : undefined;
}

/** Every loaded page's items, in order. */
export function allItems<T>(pages: ListPage<T>[] | undefined): T[] {
  return pages ? pages.flatMap((page) => page.items) : [];
}
