import { DEFAULT_SITE_TYPE, SITE_ID } from '@lale/contract/constants';
import type { Lang } from '@lale/contract/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { phaseOf } from '../../../shared/lib/time-window.ts';
import { callData } from '../../../shared/rpc/call.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';

export interface HomeNotice {
  /** `p<id>` for a popup, `s<id>` for a special-date note. */
  id: string;
  source: { kind: 'popup' | 'specialDate'; id: number };
  title: string;
  body: string;
  /** Where its button leads (a popup's promotion), or none. */
  link?: string | null;
}

/**
 * Active popups (Active 1) and current special-date notes (Status 1), shown as notices. For a
 * signed-in player the server leaves out those already shown and offers the player cannot take,
 * so the list is the player's (`player`, null for a guest).
 */
export const homeNoticesQuery = (lang: Lang, player: number | null) =>
  queryOptions({
    queryKey: ['cms', 'home-notices', lang, player],
    queryFn: async ({ signal }): Promise<HomeNotice[]> => {
      const [popups, specials] = await Promise.all([
        callData(
          'cms',
          'popupInformation',
          { SiteType: DEFAULT_SITE_TYPE, siteId: SITE_ID.popups },
          { signal },
        ),
        callData('cms', 'getSpecialDateInf', {}, { signal }),
      ]);
      const now = Date.now();
      return [
        ...specials
          .filter((s) => s.Status === 1 && phaseOf(s, now) === 'active')
          .map((s) => ({
            id: `s${s.id}`,
            source: { kind: 'specialDate' as const, id: s.id },
            title: s.title,
            body: s.body,
          })),
        ...popups
          .filter((p) => p.Active === 1)
          .map((p) => ({
            id: `p${p.id}`,
            source: { kind: 'popup' as const, id: p.id },
            title: p.title,
            body: p.body,
            link: p.link,
          })),
      ];
    },
  });

export function useHomeNotices() {
  const lang = useAppStore((state) => state.userLanguage);
  const player = useAppStore((state) => state.userAuth?.uid ?? state.userSession?.uid ?? null);
  return useQuery(homeNoticesQuery(lang, player));
}
