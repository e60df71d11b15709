import { useEffect } from 'react';
import { useUserProfile } from '../../shared/api/user-profile.ts';
import { mergeProfile } from '../../shared/session/session-actions.ts';

/** SPEC §4 startup: with a session, load the profile (names for the avatar, 2FA status). */
export function useSessionBootstrap(): void {
  const { data } = useUserProfile();
  useEffect(() => {
    if (data) mergeProfile(data);
  }, [data]);
}
