/** What players see: switched on and inside its dates (SPEC §4). */
export const shownNow = (on: number, row: { startsAt: Date; endsAt: Date }, now: Date) =>
  on === 1 && row.startsAt <= now && row.endsAt > now;

export const onOff = (value: number): 0 | 1 => (value === 1 ? 1 : 0);
