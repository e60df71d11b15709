/** Where a dated item (promotion, tournament, slider) stands relative to now (SPEC §4). */
export type Phase = 'active' | 'upcoming' | 'finished';

export interface Dated {
  Start_date: string;
  End_date: string;
}

/** active: started and not yet ended; upcoming: starts later; finished: ended. */
export function phaseOf(item: Dated, now: number): Phase {
  const start = Date.parse(item.Start_date);
  const end = Date.parse(item.End_date);
  if (Number.isFinite(start) && start > now) return 'upcoming';
  if (Number.isFinite(end) && end <= now) return 'finished';
  return 'active';
}

export function groupByPhase<T extends Dated>(
  items: readonly T[],
  now: number,
): Record<Phase, T[]> {
  const groups: Record<Phase, T[]> = { active: [], upcoming: [], finished: [] };
  for (const item of items) groups[phaseOf(item, now)].push(item);
  return groups;
}

/** SPEC §4: sliders show only when active (Status 1) and inside their dates. */
export function isLiveSlide(item: Dated & { Status: number }, now: number): boolean {
  return item.Status === 1 && phaseOf(item, now) === 'active';
}
