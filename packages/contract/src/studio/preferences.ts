import { z } from 'zod';

/** The player's preferences the game pages use, saved on the server (they follow the player). */
export interface PreferencesReply {
  soundMuted: boolean;
}

export const soundPreferenceBody = z.object({ muted: z.boolean() });
export type SoundPreferenceBody = z.input<typeof soundPreferenceBody>;

export const preferencesRoutes = {
  '/preferences': { method: 'GET' },
  '/preferences/sound': { method: 'POST', body: soundPreferenceBody },
} as const;

export interface PreferencesReplies {
  '/preferences': PreferencesReply;
  '/preferences/sound': PreferencesReply;
}
