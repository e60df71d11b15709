import type { StoredProfile } from '../store/session-types.ts';

/** SPEC §3: the avatar shows the first letters of first and last name, falling back to R and B. */
export function initialsOf(profile: Pick<StoredProfile, 'firstname' | 'lastname'> | null): string {
  const first = profile?.firstname?.trim().charAt(0) || 'R';
  const last = profile?.lastname?.trim().charAt(0) || 'B';
  return `${first}${last}`.toLocaleUpperCase('tr');
}

/** Full name when known, else the username. */
export function displayNameOf(profile: StoredProfile | null): string {
  if (!profile) return '';
  const full = [profile.firstname, profile.lastname].filter(Boolean).join(' ').trim();
  return full || profile.username;
}
