import type { SessionSummary } from '@lale/contract/responsible-gaming/session-summary';
import { useEffect, useState } from 'react';
import { nextCheckAt, readAnsweredAt, writeAnsweredAt } from './reality-check-schedule.ts';

/**
 * The reality check's schedule for this sign-in: `dueAt` (when it appeared) is set while a
 * check waits for an answer; `answered` records the answer and schedules the next one.
 */
export function useRealityCheck(summary: SessionSummary | null, onDue: () => void) {
  const startedAt = summary?.startedAt ?? null;
  const interval = summary?.realityCheckMinutes ?? 0;
  const [answer, setAnswer] = useState<{ startedAt: string; at: number } | null>(null);
  const [dueAt, setDueAt] = useState<number | null>(null);
  // This page's last answer, or one given before a reload of this tab.
  const answeredAt = !startedAt
    ? null
    : answer?.startedAt === startedAt
      ? answer.at
      : readAnsweredAt(startedAt);

  useEffect(() => {
    if (!startedAt || dueAt !== null) return;
    const next = nextCheckAt(Date.parse(startedAt), interval, answeredAt);
    if (next === null) return;
    const timer = window.setTimeout(
      () => {
        // A page asleep past the due time (a phone's tab) shows the time it really shows at.
        setDueAt(Math.max(next, Date.now()));
        onDue();
      },
      Math.max(0, next - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [startedAt, interval, answeredAt, dueAt, onDue]);

  const answered = () => {
    const at = Date.now();
    if (startedAt) {
      writeAnsweredAt(startedAt, at);
      setAnswer({ startedAt, at });
    }
    setDueAt(null);
  };
  return { dueAt, answered };
}
