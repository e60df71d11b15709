import type { Db } from '../../db/client.ts';
import { closedOffers } from '../bonus/api.ts';
import type { PopupRow, SpecialDateRow } from './cms.repository.ts';
import { noticesSeenRepository as seen } from './notices-seen.repository.ts';

/**
 * The active popups a player has not been shown yet, less those offering a bonus the player
 * can no longer take (issue 38: a message once per player, never an offer already used).
 */
export async function popupsForPlayer(
  db: Db,
  userId: number,
  popups: PopupRow[],
  now: Date,
): Promise<PopupRow[]> {
  if (!popups.length) return popups;
  const shown = await seen.popups(db, userId);
  const offered = popups.flatMap((popup) =>
    popup.promotionId === null ? [] : [popup.promotionId],
  );
  const closed = await closedOffers(db, userId, offered, now);
  return popups.filter(
    (popup) =>
      !shown.has(popup.id) && (popup.promotionId === null || !closed.has(popup.promotionId)),
  );
}

/** The current special-date notes a player has not been shown yet. */
export async function specialDatesForPlayer(
  db: Db,
  userId: number,
  notes: SpecialDateRow[],
): Promise<SpecialDateRow[]> {
  if (!notes.length) return notes;
  const shown = await seen.specialDates(db, userId);
  return notes.filter((note) => !shown.has(note.id));
}
