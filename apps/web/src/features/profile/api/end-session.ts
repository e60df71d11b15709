import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/rpc/call.ts';
import { sessionsQuery } from './list-sessions.ts';

/** user end_session by the session's public id; the list reloads either way. */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => call('user', 'end_session', { sessionId }),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsQuery().queryKey }),
  });
}
