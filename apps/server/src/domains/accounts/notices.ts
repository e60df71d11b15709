import { normalizeLang } from '@lale/contract/languages';
import { mailTemplates, type SecurityChange } from '../../platform/messaging/templates.ts';
import type { UserModuleDeps } from './user.deps.ts';
import type { UserRow } from './users.repository.ts';

/** ASVS 2.5.5: the player hears of every change to how they sign in, at their address on file. */
export function notifySecurityChange(
  deps: UserModuleDeps,
  user: Pick<UserRow, 'email' | 'language'>,
  change: SecurityChange,
): void {
  deps.postman.dispatchEmail(
    mailTemplates.securityNotice(normalizeLang(user.language), user.email, change),
  );
}
