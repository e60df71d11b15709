import type {
  StudioBody,
  StudioMethod,
  StudioPath,
  StudioQuery,
  StudioReply,
} from '@lale/contract/studio/routes';
import { callGameApi, type CallOptions } from '../api.ts';

interface RouteOptions<P extends StudioPath> {
  method?: StudioMethod<P>;
  query?: StudioQuery<P>;
  /** The request outlives the page (a choice saved just before a reload or close). */
  keepalive?: boolean;
}

/** A route that declares a body is not called without one. */
type CallArgs<P extends StudioPath> =
  StudioBody<P> extends undefined
    ? [options?: RouteOptions<P> & { body?: undefined }]
    : [options: RouteOptions<P> & { body: StudioBody<P> }];

/** A call to one route of the contract: a wrong path, method or field fails the type check. */
export type GameCall = <P extends StudioPath>(
  path: P,
  ...args: CallArgs<P>
) => Promise<StudioReply<P>>;

/** The game API as one session calls it, in the player's language. */
export function bindGameCall(lang: string, sessionToken: string | null): GameCall {
  return <P extends StudioPath>(path: P, ...[options]: CallArgs<P>) =>
    callGameApi<StudioReply<P>>(path, { ...options, lang, sessionToken } as CallOptions);
}
