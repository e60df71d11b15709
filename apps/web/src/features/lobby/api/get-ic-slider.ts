import type { Lang } from '@lale/contract/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isLiveSlide } from '../../../shared/lib/time-window.ts';
import { callData } from '../../../shared/rpc/call.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';

/** cms getIcSlider as SPEC §7 calls it for the slot lobby: desktop, type slot, every place. */
const SLOT_BANNER_PAYLOAD = {
  SiteType: 'desktop',
  SliderType: 'slot',
  sliderPlace: 'all',
} as const;

export const slotBannerQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['cms', 'getIcSlider', 'slot', lang],
    queryFn: async ({ signal }) => {
      const slides = await callData('cms', 'getIcSlider', SLOT_BANNER_PAYLOAD, { signal });
      const now = Date.now();
      return slides.filter((slide) => isLiveSlide(slide, now));
    },
  });

export function useSlotBanner() {
  const lang = useAppStore((state) => state.userLanguage);
  return useQuery(slotBannerQuery(lang));
}
