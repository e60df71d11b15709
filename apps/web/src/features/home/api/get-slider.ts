import type { Lang } from '@lale/contract/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isLiveSlide } from '../../../shared/lib/time-window.ts';
import { sliderPayload } from '../../../shared/api/list-payloads.ts';
import { callData } from '../../../shared/rpc/call.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';

/**
 * cms getSlider (limit 7, offset 0): the main slider's slides (place `all`), only active ones
 * inside their dates (SPEC §4).
 */
export const sliderQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['cms', 'getSlider', lang],
    queryFn: async ({ signal }) => {
      const slides = await callData('cms', 'getSlider', sliderPayload(), { signal });
      const now = Date.now();
      // The left and right slides sit beside it (get-side-slides.ts).
      return slides.filter((slide) => slide.sliderPlace === 'all' && isLiveSlide(slide, now));
    },
  });

export function useSlider() {
  const lang = useAppStore((state) => state.userLanguage);
  return useQuery(sliderQuery(lang));
}
