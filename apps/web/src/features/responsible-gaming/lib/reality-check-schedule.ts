/**
 * When the next reality check is due: checks fall every `intervalMinutes` after sign-in; a
 * check answered covers every due time up to when it was answered, so a player back after
 * an hour away sees one check, not four.
 */
export function nextCheckAt(
  startedAt: number,
  intervalMinutes: number,
  answeredAt: number | null,
): number | null {
  if (intervalMinutes <= 0) return null;
  const interval = intervalMinutes * 60_000;
  const since = Math.max(0, (answeredAt ?? startedAt) - startedAt);
  return startedAt + (Math.floor(since / interval) + 1) * interval;
}

const KEY = 'realityCheckAnswered';

/** The answer's time for this sign-in, kept in the tab's session storage to survive a reload. */
export function readAnsweredAt(startedAt: string): number | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const stored = raw ? (JSON.parse(raw) as { startedAt?: string; at?: number }) : null;
    return stored?.startedAt === startedAt && typeof stored.at === 'number' ? stored.at : null;
  } catch {
    return null;
  }
}

export function writeAnsweredAt(startedAt: string, at: number): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ startedAt, at }));
  } catch {
    // Without storage a reload shows the check again: harmless.
  }
}
