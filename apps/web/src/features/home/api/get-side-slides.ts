import type { Slider } from '@lale/contract/methods/cms';
import type { Lang } from '@lale/contract/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { activeSlidesPayload } from '../../../shared/api/list-payloads.ts';
import { isLiveSlide } from '../../../shared/lib/time-window.ts';
import { callData } from '../../../shared/rpc/call.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';

export interface SideSlides {
  left: Slider[];
  right: Slider[];
}

/**
 * slider get_active_items (site 889): the left (sol) and right (sag) banners beside the main
 * slider. The server keeps only active slides inside their dates; a page left open past a
 * slide's end drops it on the next read all the same.
 */
export const sideSlidesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['slider', 'get_active_items', lang],
    queryFn: async ({ signal }): Promise<SideSlides> => {
      const slides = await callData('slider', 'get_active_items', activeSlidesPayload(), {
        signal,
      });
      const now = Date.now();
      const live = slides.filter((slide) => isLiveSlide(slide, now));
      return {
        left: live.filter((slide) => slide.sliderPlace === 'sol'),
        right: live.filter((slide) => slide.sliderPlace === 'sag'),
      };
    },
  });

export function useSideSlides() {
  const lang = useAppStore((state) => state.userLanguage);
  return useQuery(sideSlidesQuery(lang));
}
