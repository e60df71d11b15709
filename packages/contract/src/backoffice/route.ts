import type { z } from 'zod';
import type { Permission } from '../backoffice-permissions.ts';

/**
 * Who may call a back-office route: anyone (sign-in, sign-out), any signed-in operator, or an
 * operator whose role holds the permission (`can` of backoffice-permissions.ts).
 */
export type OperatorAccess = 'anyone' | 'operator' | Permission;

/**
 * The reply of a route that answers with a file itself (a CSV, a document's bytes, a picture),
 * not the envelope: the pages fetch it with `download`, never with `call`.
 */
export interface BackofficeFile {
  readonly file: true;
}

/**
 * One back-office route, as the server registers it and the pages call it: its method and path
 * under BACKOFFICE_API (parameters as `:name`), who may call it, the schemas of its path
 * parameters, query and JSON body, and the type of its reply's `data` (phantom, never read).
 */
export interface BackofficeRouteSpec<R = unknown> {
  readonly method: 'GET' | 'POST';
  readonly path: `/${string}`;
  readonly access: OperatorAccess;
  /**
   * Answered while the operator's temporary password awaits replacement (GET /me and
   * POST /password); every other operator route refuses with operator_password_change_required.
   */
  readonly beforePasswordChange?: true;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The body is a file's bytes (any content type; the bytes decide), not JSON. */
  readonly upload?: true;
  /** `file`: the route answers with the file itself (reply BackofficeFile), not the envelope. */
  readonly answers?: 'file';
  readonly reply: R;
}

/** Declares a route; the literal types (method, path, access) are kept for the table's users. */
export function defineRoute<const S extends BackofficeRouteSpec>(spec: S): S {
  return spec;
}

/** Declares the type of a reply without a value; the table is types plus schemas only. */
export function reply<R>(): R {
  return undefined as R;
}
