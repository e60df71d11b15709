import type { DomainModule, Platform } from '../../platform/domain-module.ts';
import { mergeHandlers } from '../../rpc/merge-handlers.ts';
import type { BreakDeps } from './breaks/take-break.service.ts';
import { registerIpInfo } from './region/ip-info.route.ts';
import { breakHandlers } from './rpc/break-handlers.ts';
import { limitHandlers } from './rpc/limits-handlers.ts';
import { stateHandlers } from './rpc/state-handlers.ts';

/**
 * Responsible gaming: the limits, breaks and reality checks (`responsible_gaming`), and the IP
 * look-up. `accounts` are the account services, handed over by the composition.
 */
export function responsibleGamingDomain(platform: Platform, accounts: BreakDeps): DomainModule {
  return {
    name: 'responsible-gaming',
    handlers: mergeHandlers(
      limitHandlers(platform.now),
      breakHandlers(accounts),
      stateHandlers(accounts),
    ),
    routes: (app) => registerIpInfo(app, { db: platform.db }),
  };
}
