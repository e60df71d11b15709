import { Alert } from '@mantine/core';
import { useIsSignedIn } from '../session/session-actions.ts';
import { useMessage } from '../i18n/translate-message.ts';
import { useUserInfo } from './user-info.ts';

/**
 * SPEC §1's notice where live casino, slots or sports bets are offered, shown before the
 * player tries when the server says they are restricted (northern Cyprus).
 */
export function RegionNotice() {
  const message = useMessage();
  const info = useUserInfo(useIsSignedIn());
  if (!info?.restricted) return null;
  return (
    <Alert color="orange" variant="light" role="note" data-testid="region-notice">
      {message('rg_region_restricted')}
    </Alert>
  );
}
