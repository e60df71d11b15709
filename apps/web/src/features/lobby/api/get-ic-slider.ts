import type { Lang } from '@lale/contract/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { slotBannerPayload } from '../../../shared/api/list-payloads.ts';
import { isLiveSlide } from '../../../shared/lib/time-window.ts';
import { callData } from '../../../shared/rpc/call.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';

export const slotBannerQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['cms', 'getIcSlider', 'slot', lang],
    queryFn: async ({ signal }) => {
      const slides = await callData('cms', 'getIcSlider', slotBannerPayload(), { signal });
      const now = Date.now();
      return slides.filter((slide) => isLiveSlide(slide, now));
    },
  });

export function useSlotBanner() {
  const lang = useAppStore((state) => state.userLanguage);
  return useQuery(slotBannerQuery(lang));
}
