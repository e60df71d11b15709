import type { HandlerRegistry } from './rpc/handler.ts';
import { mergeHandlers } from './rpc/merge-handlers.ts';
import type { MaintenanceState } from './domains/site/maintenance-state.ts';
import { casinoHandlers } from './domains/catalogue/rpc/casino.handlers.ts';
import { cmsHandlers } from './domains/cms/rpc/cms.handlers.ts';
import { crmHandlers } from './domains/cms/rpc/crm.handlers.ts';
import { envoyHandlers } from './domains/cashier/rpc/envoy.handlers.ts';
import { favoritesHandlers } from './domains/catalogue/rpc/favorites.handlers.ts';
import { gamesHandlers } from './domains/games/rpc/games.handlers.ts';
import { balanceHandlers } from './domains/wallet/rpc/balance.handlers.ts';
import { habaneroHandlers } from './domains/wallet/rpc/habanero.handlers.ts';
import { historyHandlers } from './domains/history/rpc/history.handlers.ts';
import { bankAccountsHandlers } from './domains/cashier/rpc/bank-accounts.handlers.ts';
import { cashMethodsHandlers } from './domains/cashier/rpc/cash-methods.handlers.ts';
import { depositsHandlers } from './domains/cashier/rpc/deposits.handlers.ts';
import { livecasinoHandlers } from './domains/catalogue/rpc/livecasino.handlers.ts';
import { maintenanceHandlers } from './domains/site/rpc/maintenance.handlers.ts';
import { prepayServicesHandlers } from './domains/cashier/rpc/prepay.handlers.ts';
import { systemHandlers } from './domains/accounts/rpc/system.handlers.ts';
import type { UserModuleDeps } from './domains/accounts/user.deps.ts';
import { userHandlers } from './domains/accounts/rpc/user.handlers.ts';
import { virtualgamesHandlers } from './domains/catalogue/rpc/virtualgames.handlers.ts';

export interface ModuleDeps {
  maintenance: MaintenanceState;
  now: () => Date;
  accounts: UserModuleDeps;
}

/** Every module's handlers; several modules may serve one API class, never one method twice. */
export function buildHandlers(deps: ModuleDeps): HandlerRegistry {
  return mergeHandlers(
    cmsHandlers(deps.now),
    maintenanceHandlers(deps.maintenance),
    systemHandlers(deps.now),
    userHandlers(deps.accounts),
    favoritesHandlers(deps.now),
    casinoHandlers(deps.now),
    livecasinoHandlers(deps.now),
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
    crmHandlers(deps.now),
  );
}
