import type { DataProtection } from '../../platform/field-encryption/data-protection.ts';
import type { DomainModule, Platform } from '../../platform/domain-module.ts';
import type { CallContext } from '../../rpc/handler.ts';
import { mergeHandlers } from '../../rpc/merge-handlers.ts';
import type { AuthPieces } from './build-auth.ts';
import { confirmCurrentPassword } from './current-password.ts';
import { systemHandlers } from './rpc/system.handlers.ts';
import { userHandlers } from './rpc/user.handlers.ts';
import { SealedFields } from './sealing/sealed-fields.ts';
import type { UserModuleDeps } from './user.deps.ts';
import type { UserRow } from './users.repository.ts';

export interface AccountsDomain extends DomainModule {
  /** The account services, which responsible gaming and the back office use as well. */
  services: UserModuleDeps;
  /** Re-authentication before a sensitive change (responsible gaming's breaks ask for it). */
  confirmCurrentPassword(
    ctx: CallContext,
    user: UserRow,
    password: string | undefined,
  ): Promise<void>;
}

/** The players' accounts: the `user` and `system` methods over the session building blocks. */
export function accountsDomain(
  platform: Platform,
  deps: { auth: AuthPieces; protection: DataProtection },
): AccountsDomain {
  const services: UserModuleDeps = {
    ...deps.auth,
    now: platform.now,
    postman: platform.postman,
    publicUrl: platform.config.publicUrl,
    totpIssuer: 'Lale',
    smsGapMs: platform.config.smsGapMs,
    sealed: new SealedFields(deps.protection),
  };
  return {
    name: 'accounts',
    handlers: mergeHandlers(systemHandlers(platform.now), userHandlers(services)),
    services,
    confirmCurrentPassword: (ctx, user, password) =>
      confirmCurrentPassword(services, ctx, user, password),
  };
}
