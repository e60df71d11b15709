import type { Lang } from '@lale/contract/languages';
import type { MessageKey } from '@lale/contract/messages';
import type { Pagination } from '@lale/contract/pagination';
import type { AuthRequirement } from '@lale/contract/method';
import type { Api, ApiClass, ApiMethod, Auth, Payload, Reply } from '@lale/contract/registry';
import type { Db } from '../db/client.ts';
import { refusals } from '../platform/refusal.ts';
import type { PreparedData } from './prepared-data.ts';

/** The signed-in player behind a call; issued by the session layer. */
export interface Session {
  uid: number;
  rid: number;
  /** The session's public id (never its secret), to tell it apart in the player's list. */
  sessionId: string;
}

/** The little of HTTP a handler may touch: its cookies and the caller's user agent. */
export interface HttpFacet {
  readonly userAgent: string;
  /** The session secret the request's cookie carries, valid or not (revoked at a new login). */
  readonly sessionToken: string | undefined;
  setSessionCookie(token: string, maxAgeSeconds: number): void;
  clearSessionCookie(): void;
  /** Another cookie of the request, by name (e.g. the accounts domain's device cookie). */
  cookie(name: string): string | undefined;
  /** Adds a Set-Cookie header, serialised by the domain that owns the cookie. */
  addSetCookie(header: string): void;
}

/** The session a method's handler sees: the dispatcher has already refused calls without one. */
export type SessionFor<A extends AuthRequirement> = A extends 'required'
  ? Session
  : A extends 'optional'
    ? Session | null
    : null;

export interface CallContext<A extends AuthRequirement = AuthRequirement> {
  lang: Lang;
  /** The database, or the open transaction when the method declares `transaction`. */
  db: Db;
  session: SessionFor<A>;
  ip: string;
  requestId: string;
  http: HttpFacet;
  /** The value of the method's declared `idempotencyKey` field, when the caller sent one. */
  idempotencyKey: string | undefined;
}

/** The context of a call made by a signed-in player. */
export type SignedInContext = CallContext<'required'>;

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

/** The method's work alone: its contract entry declares the rest of its pipeline. */
export interface MethodHandler<C extends ApiClass, M extends ApiMethod<C>> {
  handle(payload: Payload<C, M>, ctx: CallContext<Auth<C, M>>): Promise<HandlerResult<Reply<C, M>>>;
}

/** The handlers of one API class; methods left out answer 'not available yet'. */
export type ClassHandlers<C extends ApiClass> = { [M in ApiMethod<C>]?: MethodHandler<C, M> };

export type HandlerRegistry = { [C in keyof Api]?: ClassHandlers<C> };

export function page<T>(data: T, pagination: Pagination, prepared?: PreparedData): Success<T> {
  return new Success(data, prepared ? { pagination, prepared } : { pagination });
}

/**
 * An 'optional' method's call that needs the player after all (it brought no login challenge):
 * refused like a guest calling a method that requires a session.
 */
export function signedIn(ctx: CallContext<'optional'>): SignedInContext {
  if (!ctx.session) throw refusals.unauthenticated('anonymous_user');
  return { ...ctx, session: ctx.session };
}
