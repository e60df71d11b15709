/** The /profile tabs, addressable as /profile?tab=… so a link can open one. */
export const PROFILE_TABS = [
  'account',
  'security',
  'credentials',
  'documents',
  'sessions',
  'banks',
  'history',
  'games',
  'responsible-gaming',
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export function profileTabOf(value: string | null): ProfileTab {
  return PROFILE_TABS.find((tab) => tab === value) ?? 'account';
}
