import type { LiveErrorHandler, LiveHandler } from '@lale/contract/live/live-client';
import type { Topic } from '@lale/contract/live/topics';
import { useEffect, useRef } from 'react';
import { getLiveClient } from './live-connection.ts';

/**
 * Follows a live topic while the component is mounted (null follows nothing): the handler gets
 * the snapshot, then each event in order; `onError` a refusal of the topic. The latest
 * callbacks are called without subscribing again.
 */
export function useLiveTopic<T extends Topic>(
  topic: T | null,
  handler: LiveHandler<T>,
  onError?: LiveErrorHandler,
): void {
  const latest = useRef({ handler, onError });
  useEffect(() => {
    latest.current = { handler, onError };
  });
  useEffect(() => {
    if (topic === null) return;
    return getLiveClient().subscribe(
      topic,
      (message) => latest.current.handler(message),
      (error) => latest.current.onError?.(error),
    );
  }, [topic]);
}
