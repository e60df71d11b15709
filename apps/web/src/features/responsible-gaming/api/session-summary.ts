import { call } from '../../../shared/rpc/call.ts';
import { queryOptions } from '@tanstack/react-query';

/** How often a signed-in page asks: a session ended elsewhere (a break, the limit) shows soon. */
export const SUMMARY_REFRESH_MS = 60_000;

/**
 * responsible_gaming session_summary: this sign-in's start, stakes, result, reminder interval
 * and the session limit's end. The whole reply is kept, so that a refusal (the session limit
 * reached) reaches the host with its message.
 */
export const sessionSummaryQuery = () =>
  queryOptions({
    queryKey: ['user', 'responsible_gaming', 'session_summary'],
    queryFn: ({ signal }) => call('responsible_gaming', 'session_summary', {}, { signal }),
    refetchInterval: SUMMARY_REFRESH_MS,
  });
