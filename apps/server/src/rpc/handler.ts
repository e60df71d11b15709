import type { Lang } from '@lale/contract/languages';
import type { MessageKey } from '@lale/contract/messages';
import type { Pagination } from '@lale/contract/pagination';
import type { Api, ApiClass, ApiMethod, Payload, Reply } from '@lale/contract/registry';
import type { Db } from '../db/client.ts';
import type { PreparedData } from './prepared-data.ts';

/** The signed-in player behind a call; issued by the session layer. */
export interface Session {
  uid: number;
  rid: number;
  /** The session's public id (never its secret), to tell it apart in the player's list. */
  sessionId: string;
}

/** The little of HTTP a handler may touch: the session cookie and the caller's user agent. */
export interface HttpFacet {
  readonly userAgent: string;
  /** The session secret the request's cookie carries, valid or not (revoked at a new login). */
  readonly sessionToken: string | undefined;
  setSessionCookie(token: string, maxAgeSeconds: number): void;
  clearSessionCookie(): void;
}

export interface CallContext {
  lang: Lang;
  /** The database, or the open transaction when the method is transactional. */
  db: Db;
  session: Session | null;
  ip: string;
  requestId: string;
  http: HttpFacet;
}

/** A success with more than data: a page of a list, or a message other than 'success'. */
export class Success<T> {
  constructor(
    readonly data: T,
    readonly extra: {
      pagination?: Pagination;
      message?: MessageKey;
      /** `data` already serialised (a hot cached list), sent instead of serialising `data`. */
      prepared?: PreparedData;
    } = {},
  ) {}
}

export type HandlerResult<T> = T | Success<T>;

export interface MethodHandler<C extends ApiClass, M extends ApiMethod<C>> {
  /** Run inside one database transaction (state and money change together or not at all). */
  transactional?: boolean;
  handle(payload: Payload<C, M>, ctx: CallContext): Promise<HandlerResult<Reply<C, M>>>;
}

/** The handlers of one API class; methods left out answer 'not available yet'. */
export type ClassHandlers<C extends ApiClass> = { [M in ApiMethod<C>]?: MethodHandler<C, M> };

export type HandlerRegistry = { [C in keyof Api]?: ClassHandlers<C> };

export function page<T>(data: T, pagination: Pagination, prepared?: PreparedData): Success<T> {
  return new Success(data, prepared ? { pagination, prepared } : { pagination });
}
