import type { z } from 'zod';
import { betframe, habanero } from './methods/betting.ts';
import { casino, livecasino, virtualgames } from './methods/casino.ts';
import { cms, cmscontroller, slider } from './methods/cms.ts';
import { crm, envoy, finance, prepayServices } from './methods/finance.ts';
import { games } from './methods/games.ts';
import { responsible_gaming } from './methods/responsible-gaming.ts';
import { sportsbook } from './methods/sportsbook.ts';
import { support } from './methods/support.ts';
import { maintenance, system } from './methods/system.ts';
import { user } from './methods/user.ts';
import { virtuals } from './methods/virtuals.ts';
import { racing } from './methods/racing.ts';
import { bonus } from './bonus.ts';
import { tournaments } from './tournaments.ts';
import { lottery } from './lottery.ts';
import { kyc } from './kyc.ts';
import type { AuthRequirement, MethodSpec } from './method.ts';

/** Every method of SPEC §7, under its exact wire class and method names, and the sportsbook's. */
export const api = {
  cms,
  cmscontroller,
  slider,
  user,
  system,
  maintenance,
  casino,
  livecasino,
  virtualgames,
  finance,
  prepayServices,
  envoy,
  betframe,
  habanero,
  crm,
  games,
  sportsbook,
  support,
  responsible_gaming,
  virtuals,
  racing,
  bonus,
  tournaments,
  lottery,
  kyc,
} as const;

export type Api = typeof api;
export type ApiClass = keyof Api;
export type ApiMethod<C extends ApiClass> = keyof Api[C] & string;
type Spec<C extends ApiClass, M extends ApiMethod<C>> =
  Api[C][M] extends MethodSpec<infer P, infer R> ? { payload: P; reply: R } : never;
/** What a caller may send (defaults optional). */
export type PayloadInput<C extends ApiClass, M extends ApiMethod<C>> = z.input<
  Spec<C, M>['payload']
>;
/** What a handler receives after validation (defaults applied). */
export type Payload<C extends ApiClass, M extends ApiMethod<C>> = z.output<Spec<C, M>['payload']>;
export type Reply<C extends ApiClass, M extends ApiMethod<C>> = Spec<C, M>['reply'];
/** Who may call the method, as declared: the server types the handler's session by it. */
export type Auth<C extends ApiClass, M extends ApiMethod<C>> = Api[C][M] extends {
  readonly auth: infer A extends AuthRequirement;
}
  ? A
  : never;

/** The method of a wire name, or undefined; never walks the prototype chain. */
export function findMethod(className: string, methodName: string): MethodSpec | undefined {
  if (!Object.hasOwn(api, className)) return undefined;
  const methods = api[className as ApiClass] as Record<string, MethodSpec>;
  return Object.hasOwn(methods, methodName) ? methods[methodName] : undefined;
}

export function listMethods(): { className: ApiClass; methodName: string; spec: MethodSpec }[] {
  return (Object.keys(api) as ApiClass[]).flatMap((className) =>
    Object.entries(api[className] as Record<string, MethodSpec>).map(([methodName, spec]) => ({
      className,
      methodName,
      spec,
    })),
  );
}
