import { z } from 'zod';
import type { Pagination } from './pagination.ts';

/** SPEC §7: the request body of POST /endpoint/v1. */
export const rpcRequest = z.object({
  api: z.object({ class: z.string().min(1).max(64), method: z.string().min(1).max(64) }),
  data: z.record(z.string(), z.unknown()).optional(),
  user: z
    .object({
      uip: z.string().max(64).optional(),
      gmt: z.string().max(64).optional(),
      lang: z.string().max(8).optional(),
      sid: z.string().max(256).optional(),
      uid: z.union([z.string().max(32), z.number()]).optional(),
    })
    .optional(),
});
export type RpcRequest = z.infer<typeof rpcRequest>;
export type RpcUserBlock = NonNullable<RpcRequest['user']>;

/** Field name → localised message, for forms. */
export type FieldErrors = Record<string, string>;

export interface RpcSuccess<T> {
  result: true;
  data: T;
  message: string;
  pagination?: Pagination;
}

export interface RpcFailure {
  result: false;
  /** Field errors, a fault's error id, or facts of the refusal (e.g. who decided and when). */
  data: { fields?: FieldErrors; errorId?: string; [fact: string]: unknown } | null;
  message: string;
  /** HTTP-like class of the failure: 400 invalid, 401 session, 403 forbidden, 404 unknown, 423 maintenance, 429 slow down, 501 not yet, 500 fault. */
  code: number;
  /** The stable message key (`messages.ts`), for clients to branch on. */
  debug: string;
}

export type RpcReply<T> = RpcSuccess<T> | RpcFailure;

export const RPC_PATH = '/endpoint/v1';
export const PANEL_HEADER = { name: 'panel', value: 'frontend' } as const;
