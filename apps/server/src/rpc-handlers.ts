import type { HandlerRegistry } from './rpc/handler.ts';
import { mergeHandlers } from './rpc/merge-handlers.ts';
import { type MaintenanceState, maintenanceHandlers } from './domains/site/api.ts';
import {
  casinoHandlers,
  favoritesHandlers,
  livecasinoHandlers,
  virtualgamesHandlers,
  type LiveRoomsLink,
} from './domains/catalogue/api.ts';
import { cmsHandlers, crmHandlers } from './domains/cms/api.ts';
import {
  envoyHandlers,
  bankAccountsHandlers,
  cashMethodsHandlers,
  depositsHandlers,
  prepayServicesHandlers,
} from './domains/cashier/api.ts';
import { gamesHandlers } from './domains/games/api.ts';
import { balanceHandlers, habaneroHandlers } from './domains/wallet/api.ts';
import { historyHandlers } from './domains/history/api.ts';
import { couponHandlers, sportsbookHandlers } from './domains/sportsbook/api.ts';
import {
  confirmCurrentPassword,
  systemHandlers,
  type UserModuleDeps,
  userHandlers,
} from './domains/accounts/api.ts';
import { supportHandlers, type SupportHandlerDeps } from './domains/support/api.ts';
import { breakHandlers, limitHandlers, stateHandlers } from './domains/responsible-gaming/api.ts';
import { racingHandlers, virtualsHandlers } from './domains/virtuals/api.ts';
import { bonusHandlers } from './domains/bonus/api.ts';
import { tournamentsHandlers } from './domains/tournaments/api.ts';
import { lotteryHandlers } from './domains/lottery/api.ts';
import { kycHandlers } from './domains/kyc/api.ts';
import type { SiteChanges } from './platform/live/site-changes.ts';

export interface ModuleDeps {
  maintenance: MaintenanceState;
  /** The sportsbook's clock and coupon limits (events and results). */
  sportsbook: Parameters<typeof sportsbookHandlers>[0];
  now: () => Date;
  accounts: UserModuleDeps;
  support: SupportHandlerDeps;
  /** The live tables' rooms as the lobby shows them (players, last results). */
  liveRooms?: LiveRoomsLink;
  /** The lobby caches' generations (operators' catalogue edits move them on). */
  changes: SiteChanges;
}

export type { LiveRoomsLink };

/** Every module's handlers; several modules may serve one API class, never one method twice. */
export function buildHandlers(deps: ModuleDeps): HandlerRegistry {
  return mergeHandlers(
    cmsHandlers(deps.now),
    maintenanceHandlers(deps.maintenance),
    systemHandlers(deps.now),
    userHandlers(deps.accounts),
    favoritesHandlers(deps.now),
    casinoHandlers(deps.now, deps.changes),
    livecasinoHandlers(deps.now, deps.changes, deps.liveRooms),
    virtualgamesHandlers(deps.now),
    gamesHandlers(deps.now),
    balanceHandlers(),
    habaneroHandlers(),
    bankAccountsHandlers(deps.now),
    cashMethodsHandlers(deps.now),
    depositsHandlers(deps.now),
    prepayServicesHandlers(deps.now),
    envoyHandlers(),
    historyHandlers(),
    couponHandlers({
      now: deps.now,
      sportsNow: () => deps.sportsbook.clock.now(),
      limits: deps.sportsbook.limits,
    }),
    sportsbookHandlers(deps.sportsbook),
    crmHandlers(deps.now),
    supportHandlers(deps.support),
    limitHandlers(deps.now),
    breakHandlers({
      ...deps.accounts,
      confirmCurrentPassword: (ctx, user, password) =>
        confirmCurrentPassword(deps.accounts, ctx, user, password),
    }),
    stateHandlers(deps.accounts),
    virtualsHandlers({ now: deps.now }),
    racingHandlers({ now: deps.now }),
    bonusHandlers(deps.now),
    tournamentsHandlers(deps.now),
    lotteryHandlers(),
    kycHandlers(),
  );
}
