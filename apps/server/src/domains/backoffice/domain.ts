import type { DomainModule, Platform } from '../../platform/domain-module.ts';
import type { PasswordHasher } from '../../platform/password-hasher.ts';
import type { SealedFields } from '../accounts/api.ts';
import type { SportsbookOperator } from '../sportsbook/api.ts';
import type { SupportLive } from '../support/api.ts';
import { registerBackoffice } from './http/backoffice.routes.ts';

/**
 * The back office: every route the contract declares (BACKOFFICE_ROUTES), over the other
 * domains' controls the composition hands in.
 */
export function backofficeDomain(
  platform: Platform,
  deps: {
    hasher: PasswordHasher;
    /** Players' sealed identity numbers: searched by blind index, shown masked. */
    sealed: SealedFields;
    sportsbook: SportsbookOperator;
    support: SupportLive;
    /** Outside production: the demo admin's published secret, whose codes may be reused. */
    reusableTotpSecret?: string | undefined;
  },
): DomainModule {
  const { config } = platform;
  return {
    name: 'backoffice',
    routes: (app) =>
      registerBackoffice(app, {
        db: platform.db,
        now: platform.now,
        hasher: deps.hasher,
        cipher: platform.cipher,
        sealed: deps.sealed,
        limiter: platform.limiter,
        cookieSecure: config.cookieSecure,
        ...(deps.reusableTotpSecret ? { reusableTotpSecret: deps.reusableTotpSecret } : {}),
        sportsbook: deps.sportsbook,
        support: deps.support,
        kyc: { postman: platform.postman, publicUrl: config.publicUrl },
        changes: platform.changes,
      }),
  };
}
