import type { OperatorAccess } from '@lale/contract/backoffice/routes';
import type { AuthRequirement, RateLimit } from '@lale/contract/method';
import type { FastifyInstance } from 'fastify';

/**
 * Who may call a route. A player's session means what an RPC method's `auth` means
 * ('required' refuses without one, 'optional' reads it when there is one) and is read by the
 * pipeline; the other kinds are proven by the route's guard.
 */
export type RouteAuth =
  | 'none'
  | { readonly player: Exclude<AuthRequirement, 'none'> }
  /** An operator of the back office whose role holds the access the contract declares. */
  | { readonly operator: OperatorAccess }
  | { readonly proof: CallerProof };

/** The callers the RPC has no word for. */
export type CallerProof =
  /** A game page: the bearer game session a launch token opened (or the launch token itself). */
  | 'game session'
  /** An outside studio's server: its signature over the raw body. */
  | 'provider signature'
  /** A payment provider's server: its signature over the raw body. */
  | 'payment signature'
  /** `npm run maintenance` on this machine: the token the server wrote into DATA_DIR. */
  | 'control token'
  /** Prometheus: a caller on this machine, or METRICS_TOKEN. */
  | 'scraper'
  /** The live socket: the player's, the operator's and a support guest's cookies. */
  | 'live peers';

/**
 * What a route needs before its handler runs, in the RPC's words (`MethodSpec`): its caller,
 * the limits counted before its input is read (rule names of the contract, numbers of the
 * server), and whether its handler runs in one transaction.
 */
export interface RouteNeeds {
  readonly auth: RouteAuth;
  readonly rateLimit?: readonly RateLimit[];
  readonly transaction?: boolean;
}

/**
 * How a route is served: `route()` (http/route.ts), the RPC dispatcher (each method declares
 * its needs in the contract), the live socket, or files from disk (`serveFiles`).
 */
export type Pipeline = 'route' | 'rpc' | 'live' | 'files';

/** One registered route, as the app's table lists it. */
export interface ServedRoute {
  readonly method: string;
  readonly url: string;
  readonly pipeline: Pipeline;
  readonly needs: RouteNeeds | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by the code that made the route; a route without it fails the app's start. */
    pipeline?: Pipeline;
    needs?: RouteNeeds;
  }
  interface FastifyInstance {
    /** Every route registered since `requirePipelines`, in order (HEAD routes included). */
    servedRoutes: ServedRoute[];
    /** How many file servers are registering their routes right now (`serveFiles`). */
    filesLoading: { count: number };
  }
}

/**
 * From now on every route must come through a pipeline: a route registered raw (`app.get`
 * outside http/route.ts, the RPC dispatcher and the live socket) throws, so the app does not
 * start. Call on the root instance before anything registers a route.
 */
export function requirePipelines(app: FastifyInstance): ServedRoute[] {
  const table: ServedRoute[] = [];
  app.decorate('servedRoutes', table);
  app.decorate('filesLoading', { count: 0 });
  app.addHook('onRoute', (options) => {
    const methods = [options.method].flat();
    const config = (options.config ??= {});
    if (!config.pipeline && app.filesLoading.count > 0) config.pipeline = 'files';
    if (!config.pipeline)
      throw new Error(
        `${methods.join(',')} ${options.url} is registered outside the pipelines: make it with route() (http/route.ts)`,
      );
    for (const method of methods)
      table.push({ method, url: options.url, pipeline: config.pipeline, needs: config.needs });
  });
  return table;
}
