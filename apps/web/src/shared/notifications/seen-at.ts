import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** When the player last opened /notifications: newer notices count as unseen in the header. */
export const useNotificationsSeenAt = create<{ seenAt: string | null; markSeen: () => void }>()(
  persist((set) => ({ seenAt: null, markSeen: () => set({ seenAt: new Date().toISOString() }) }), {
    name: 'notificationsSeenAt',
  }),
);

/** How many of the dated notices are newer than the last visit. */
export function countUnseen(dates: readonly string[], seenAt: string | null): number {
  if (!seenAt) return dates.length;
  const since = Date.parse(seenAt);
  return dates.filter((date) => Date.parse(date) > since).length;
}
