import type { z } from 'zod';
import { catalogueRoutes } from './catalogue.ts';
import { cmsRoutes } from './cms.ts';
import { financeRoutes } from './finance.ts';
import { operatorsRoutes } from './operators.ts';
import { playersRoutes } from './players.ts';
import { prizesRoutes } from './prizes.ts';
import { reportsRoutes } from './reports.ts';
import type { BackofficeRouteSpec } from './route.ts';
import { sessionRoutes } from './session.ts';
import { sportsbookRoutes } from './sportsbook.ts';
import { supportRoutes } from './support.ts';

export type { BackofficeFile, BackofficeRouteSpec, OperatorAccess } from './route.ts';

/**
 * Every route of the back office's API (under BACKOFFICE_API, header `panel: backoffice`, the
 * operator's cookie), by name: method, path, who may call it, the schemas of its parameters,
 * query and body, and its reply. The server registers each route from this table (and serves
 * no other); the pages call them through one client typed by it.
 */
export const BACKOFFICE_ROUTES = {
  ...sessionRoutes,
  ...financeRoutes,
  ...operatorsRoutes,
  ...playersRoutes,
  ...catalogueRoutes,
  ...cmsRoutes,
  ...prizesRoutes,
  ...reportsRoutes,
  ...sportsbookRoutes,
  ...supportRoutes,
} as const satisfies Record<string, BackofficeRouteSpec>;

export type BackofficeRoutes = typeof BACKOFFICE_ROUTES;
export type BackofficeRouteName = keyof BackofficeRoutes;
type Spec<N extends BackofficeRouteName> = BackofficeRoutes[N];

/** The route's schema of its `params`, `query` or `body`; undefined when it declares none. */
export type BackofficeSchema<N extends BackofficeRouteName, K extends 'params' | 'query' | 'body'> =
  Spec<N> extends { readonly [P in K]: infer S extends z.ZodType } ? S : undefined;

/** What the route answers in the envelope's `data`. */
export type BackofficeReply<N extends BackofficeRouteName> = Spec<N>['reply'];

/** A field a page may leave out: it has a default, is optional, or takes undefined. */
type Omissible<F extends z.core.$ZodType> = F extends z.core.$ZodDefault | z.core.$ZodOptional
  ? true
  : unknown extends z.input<F>
    ? false
    : undefined extends z.input<F>
      ? true
      : false;
/** A field as a page gives it: one the server coerces (from text), as the value it becomes. */
type TextValue<F extends z.core.$ZodType> = unknown extends z.input<F> ? z.output<F> : z.input<F>;

/**
 * Path parameters, a query or a body as the page gives them: a number the server coerces (from
 * the text of a query, or a body's id) is typed as that number, and required unless it has a
 * default or is optional; every other field as its schema takes it.
 */
export type PageInput<S extends z.ZodType> =
  S extends z.ZodObject<infer Shape extends z.ZodRawShape>
    ? {
        [K in keyof Shape as Omissible<Shape[K]> extends true ? never : K]: TextValue<Shape[K]>;
      } & {
        [K in keyof Shape as Omissible<Shape[K]> extends true ? K : never]?: TextValue<Shape[K]>;
      }
    : z.input<S>;

type Part<K extends string, T> =
  Record<never, never> extends T ? { [P in K]?: T } : { [P in K]: T };
type Field<N extends BackofficeRouteName, K extends 'params' | 'query' | 'body'> =
  BackofficeSchema<N, K> extends infer S extends z.ZodType
    ? Part<K, PageInput<S>>
    : { [P in K]?: never };

/** What a page sends on a route: `{ params, query, body }`, each as the route declares it. */
export type BackofficeInput<N extends BackofficeRouteName> = Field<N, 'params'> &
  Field<N, 'query'> &
  Field<N, 'body'>;

/** The JSON body a page sends on a route (never, when it declares none). */
export type BackofficeBody<N extends BackofficeRouteName> =
  BackofficeSchema<N, 'body'> extends infer S extends z.ZodType ? PageInput<S> : never;
/** Routes whose whole input is a JSON body (the controls: the pages' `send`). */
export type BackofficeBodyName = {
  [N in BackofficeRouteName]: Spec<N> extends { body: z.ZodType }
    ? Spec<N> extends { params: z.ZodType }
      ? never
      : N
    : never;
}[BackofficeRouteName];

/** Routes answering in the envelope with a JSON body (the pages' `call`). */
export type BackofficeCallName = {
  [N in BackofficeRouteName]: Spec<N> extends { answers: 'file' } | { upload: true } ? never : N;
}[BackofficeRouteName];
/** Routes answering with a file itself (the pages' `download`). */
export type BackofficeFileName = {
  [N in BackofficeRouteName]: Spec<N> extends { answers: 'file' } ? N : never;
}[BackofficeRouteName];
/** Routes whose body is a file's bytes (the pages' `upload`). */
export type BackofficeUploadName = {
  [N in BackofficeRouteName]: Spec<N> extends { upload: true } ? N : never;
}[BackofficeRouteName];

/** The route's path with its parameters filled in (each encoded), under BACKOFFICE_API. */
export function backofficePath(path: string, params: object = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, unknown>)[name])),
  );
}

/** Every route with its name, in the table's order. */
export function listBackofficeRoutes(): { name: BackofficeRouteName; spec: BackofficeRouteSpec }[] {
  return (Object.keys(BACKOFFICE_ROUTES) as BackofficeRouteName[]).map((name) => ({
    name,
    spec: BACKOFFICE_ROUTES[name],
  }));
}
