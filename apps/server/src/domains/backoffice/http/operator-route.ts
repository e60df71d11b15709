import { BACKOFFICE_API } from '@lale/contract/backoffice';
import { can } from '@lale/contract/backoffice-permissions';
import {
  BACKOFFICE_ROUTES,
  type BackofficeReply,
  type BackofficeRouteName,
  type BackofficeRouteSpec,
  type BackofficeSchema,
  type OperatorAccess,
} from '@lale/contract/backoffice/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { route, type RouteCall } from '../../../http/route.ts';
import { refusals } from '../../../platform/refusal.ts';
import type { OperatorRow } from '../operators.repository.ts';
import { httpTransport } from '../../../http/http-transport.ts';
import { backofficeLang, backofficeTransport } from './backoffice-transport.ts';

/** The envelope under the refusal's own HTTP status (401, 403, 404), for a file's <img>. */
const browserFileTransport = httpTransport({ lang: backofficeLang });

export type { OperatorAccess };

/** Who calls a back-office route: refuses with a Refusal, else returns the caller. */
export type OperatorGuard<G = OperatorRow> = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<G>;

/** The guards a route's declared access picks from (backoffice.routes.ts builds them). */
export interface OperatorGuards {
  /** Anyone sending the panel's header: sign-in and sign-out. */
  anyone: OperatorGuard<void>;
  /** The session's operator, even one whose temporary password awaits replacement. */
  session: OperatorGuard;
  /** A signed-in operator inside its address list, its password no longer temporary. */
  operator: OperatorGuard;
  /** The same operator behind a file the browser fetches itself (an <img>): no panel header. */
  download: OperatorGuard;
}

/** What every back-office route file is given. */
export interface OperatorRouteDeps {
  db: Db;
  now: () => Date;
  guards: OperatorGuards;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every back-office route's access by `METHOD url`, as registered: the permission matrix's source. */
    backofficeAccess: Map<string, OperatorAccess>;
  }
}

/** Starts the table of registered access; call once, before any back-office route. */
export function startOperatorAccessTable(app: FastifyInstance): void {
  app.decorate('backofficeAccess', new Map<string, OperatorAccess>());
}

/** A declared route's url, under BACKOFFICE_API. */
export const backofficeUrl = (name: BackofficeRouteName): string =>
  `${BACKOFFICE_API}${BACKOFFICE_ROUTES[name].path}`;

/** Writes a declared route's access into the app's table. */
function declareOperatorAccess(app: FastifyInstance, name: BackofficeRouteName): void {
  const spec: BackofficeRouteSpec = BACKOFFICE_ROUTES[name];
  app.backofficeAccess.set(`${spec.method} ${backofficeUrl(name)}`, spec.access);
}

type Spec<N extends BackofficeRouteName> = (typeof BACKOFFICE_ROUTES)[N];
/** Who the guard lets through: nobody in particular for sign-in and sign-out, else the operator. */
type AuthOf<N extends BackofficeRouteName> = Spec<N>['access'] extends 'anyone'
  ? void
  : OperatorRow;
/** What a handler answers: the declared reply, or, for a file, the reply once it has sent it. */
export type OperatorAnswer<N extends BackofficeRouteName> =
  Spec<N> extends { answers: 'file' } ? FastifyReply : BackofficeReply<N>;
export type OperatorCall<N extends BackofficeRouteName> = RouteCall<
  BackofficeSchema<N, 'body'>,
  BackofficeSchema<N, 'query'>,
  BackofficeSchema<N, 'params'>,
  AuthOf<N>
>;

/** Told (an audit) when a role lacking the route's permission calls it, before its body is read. */
export type RefusedRole = (operator: OperatorRow, request: FastifyRequest) => Promise<unknown>;

/**
 * A back-office route as the contract declares it (BACKOFFICE_ROUTES): its method, path and
 * schemas, and its guard from the declared access, which decides who may call before the body
 * is read (so a role without the permission gets the same refusal whatever it sent). The
 * handler answers the declared reply; the access goes into the app's table.
 */
export function operatorRoute<N extends BackofficeRouteName>(
  app: FastifyInstance,
  deps: Pick<OperatorRouteDeps, 'guards'>,
  name: N,
  spec: {
    refused?: RefusedRole;
    /**
     * A file the browser fetches itself (an <img> sends no panel header): read-only behind the
     * SameSite Strict cookie, never cached, refused with the HTTP status of the refusal.
     */
    fetchedByBrowser?: boolean;
    /** The handler runs in one transaction (`call.db`), as the pipeline's `transaction`. */
    transaction?: boolean;
    /** Told when the handler failed, once its transaction has rolled back (route()'s `failed`). */
    failed?: (call: OperatorCall<N>, error: unknown) => Promise<unknown>;
    handler: (call: OperatorCall<N>) => OperatorAnswer<N> | Promise<OperatorAnswer<N>>;
  },
): void {
  const declared: BackofficeRouteSpec = BACKOFFICE_ROUTES[name];
  declareOperatorAccess(app, name);
  const byBrowser = spec.fetchedByBrowser === true;
  route(app, {
    method: declared.method,
    url: backofficeUrl(name),
    transport: byBrowser ? browserFileTransport : backofficeTransport,
    ...(byBrowser ? { headers: { 'cache-control': 'private, no-store' } } : {}),
    auth: { operator: declared.access },
    guard: guardOf(deps.guards, declared, spec.refused, byBrowser) as OperatorGuard<AuthOf<N>>,
    body: declared.body as BackofficeSchema<N, 'body'>,
    query: declared.query as BackofficeSchema<N, 'query'>,
    params: declared.params as BackofficeSchema<N, 'params'>,
    ...(spec.transaction ? { transaction: true } : {}),
    ...(spec.failed ? { failed: spec.failed } : {}),
    handler: spec.handler,
  });
}

function guardOf(
  guards: OperatorGuards,
  declared: BackofficeRouteSpec,
  refused: RefusedRole | undefined,
  byBrowser: boolean,
): OperatorGuard<unknown> {
  if (byBrowser)
    return declared.access === 'anyone' || declared.access === 'operator'
      ? guards.download
      : permitted(guards.download, declared.access, refused);
  if (declared.access === 'anyone') return guards.anyone;
  if (declared.access === 'operator')
    return declared.beforePasswordChange ? guards.session : guards.operator;
  return permitted(guards.operator, declared.access, refused);
}

type Permission = Exclude<OperatorAccess, 'anyone' | 'operator'>;

/**
 * The signed-in operator, if its role holds `permission`; otherwise the call is refused
 * (not_authorized) before its body or anything else is read, and `refused` is told of it.
 */
function permitted(
  operatorOf: OperatorGuard,
  permission: Permission,
  refused?: RefusedRole,
): OperatorGuard {
  return async (request, reply) => {
    const operator = await operatorOf(request, reply);
    if (!can(operator.role, permission)) {
      await refused?.(operator, request).catch(() => undefined);
      throw refusals.forbidden();
    }
    return operator;
  };
}
