import type { Permission } from '@lale/contract/backoffice-permissions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { route, type RouteSpec } from '../../../http/route.ts';
import type { OperatorRow } from '../operators.repository.ts';
import { backofficeTransport } from './backoffice-transport.ts';

/**
 * Who may call a back-office route: anyone (sign-in, sign-out), any signed-in operator, or an
 * operator whose role holds the permission (`can` of the contract's permission table).
 */
export type OperatorAccess = 'anyone' | 'operator' | Permission;

/** A back-office guard that names whom it lets through, so the route declares it with it. */
export type OperatorGuard<G = OperatorRow> = ((
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<G>) & { readonly access: OperatorAccess };

export function operatorGuard<G>(
  access: OperatorAccess,
  check: (request: FastifyRequest, reply: FastifyReply) => Promise<G>,
): OperatorGuard<G> {
  return Object.assign(check, { access });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every back-office route's declared access by `METHOD url`: the permission matrix's source. */
    backofficeAccess: Map<string, OperatorAccess>;
  }
}

/** Starts the table of declared access; call once, before any back-office route. */
export function startOperatorAccessTable(app: FastifyInstance): void {
  app.decorate('backofficeAccess', new Map<string, OperatorAccess>());
}

/** Writes a route's access into the table (for routes not registered through operatorRoute). */
export function declareOperatorAccess(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  access: OperatorAccess,
): void {
  app.backofficeAccess.set(`${method} ${url}`, access);
}

type Schema = z.ZodType | undefined;

/**
 * A back-office route: its guard decides who may call it before the body is read (so a role
 * without the permission gets the same refusal whatever it sent) and the route's access goes
 * into the app's table.
 */
export function operatorRoute<
  B extends Schema = undefined,
  Q extends Schema = undefined,
  P extends Schema = undefined,
  G = OperatorRow,
  R = unknown,
>(
  app: FastifyInstance,
  spec: Omit<RouteSpec<B, Q, P, G, R>, 'transport' | 'guard'> & { guard: OperatorGuard<G> },
): void {
  declareOperatorAccess(app, spec.method, spec.url, spec.guard.access);
  route(app, { ...spec, transport: backofficeTransport });
}
