import type { QueryClient } from '@tanstack/react-query';
import { userProfileQuery } from '../../../shared/api/user-profile.ts';
import { checkUserGaQuery } from '../api/check-user-ga.ts';
import { twoFactorTypeQuery } from '../api/two-factor-type.ts';

/**
 * After a change to how the player signs in: reload what shows it. The profile reload also
 * brings the store's otpStatus and username up to date (session bootstrap merges it).
 */
export function refreshSecurity(client: QueryClient): void {
  for (const queryKey of [
    userProfileQuery().queryKey,
    checkUserGaQuery().queryKey,
    twoFactorTypeQuery().queryKey,
  ])
    void client.invalidateQueries({ queryKey });
}
