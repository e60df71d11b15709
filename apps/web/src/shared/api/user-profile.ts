import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../rpc/call.ts';
import { useIsSignedIn } from '../session/session-actions.ts';

/** user get_user_profile; 'user' keys are dropped at logout. */
export const userProfileQuery = () =>
  queryOptions({
    queryKey: ['user', 'get_user_profile'],
    queryFn: ({ signal }) => callData('user', 'get_user_profile', {}, { signal }),
  });

export function useUserProfile() {
  const signedIn = useIsSignedIn();
  return useQuery({ ...userProfileQuery(), enabled: signedIn });
}
