import { PAGE_SIZE, SITE_ID } from '@lale/contract/constants';
import type { Lobby } from '../routes/paths.ts';

// Payloads of the list calls a landing page makes. The queries and the early-start script both
// build them here: same fields, same order, so the early request is the page's own.

/** The first `limit` items of a list (home rows). */
export const firstItems = <F extends object>(filter: F) => ({ ...filter, offset: 0 });

/** One page of a lobby grid: 48 (SPEC §9) from `offset`. */
export const gridPage = <F extends object>(filter: F, offset: number) => ({
  limit: PAGE_SIZE.games,
  ...filter,
  offset,
});

/** casino category_list (limit 100) or livecasino category_list (limit 150), SPEC §7. */
export const categoriesPayload = (lobby: Lobby) => ({
  limit: lobby === 'slot' ? PAGE_SIZE.casinoCategories : PAGE_SIZE.live,
  offset: 0,
});

/** cms getSlider (limit 7, offset 0). */
export const sliderPayload = () => ({ limit: PAGE_SIZE.slider, offset: 0 });
/** slider get_active_items of the sliders' site (SPEC §7: 889). */
export const activeSlidesPayload = () => ({ siteId: SITE_ID.sliders });
/** cms getIcSlider as SPEC §7 calls it for the slot lobby's banner: desktop, type slot, every place. */
export const slotBannerPayload = () =>
  ({ SiteType: 'desktop', SliderType: 'slot', sliderPlace: 'all' }) as const;
