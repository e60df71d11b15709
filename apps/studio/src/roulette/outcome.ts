/** The winning pocket, whatever the round's outcome calls it. */
export function pocketFromOutcome(outcome: unknown): number | null {
  if (typeof outcome === 'number') return outcome;
  const record = outcome as Record<string, unknown> | null;
  for (const key of ['pocket', 'number', 'result', 'winningNumber']) {
    const value = record?.[key];
    if (typeof value === 'number') return value;
  }
  return null;
}
