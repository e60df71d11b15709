import type { ClassHandlers } from '../../../rpc/handler.ts';
import { page } from '../../../rpc/handler.ts';
import { cmsRepository as repo } from '../cms.repository.ts';
import { withBonusOffers } from '../../bonus/api.ts';
import { popupsForPlayer, specialDatesForPlayer } from '../notices-for-player.ts';
import { noticesSeenRepository as noticesSeen } from '../notices-seen.repository.ts';
import {
  presentInformation,
  presentPopup,
  presentPromotion,
  presentSlider,
  presentSpecialDate,
} from '../cms.presenter.ts';

/** getTournaments (cmscontroller) is the tournaments domain's: it adds their state and rules. */
export function cmsHandlers(now: () => Date): {
  cms: ClassHandlers<'cms'>;
  slider: ClassHandlers<'slider'>;
} {
  return {
    cms: {
      getIcSlider: {
        handle: async (p, ctx) =>
          (
            await repo.visibleSliders(ctx.db, now(), {
              sliderType: p.SliderType,
              place: p.sliderPlace,
            })
          ).map((row) => presentSlider(row, ctx.lang)),
      },
      getSlider: {
        handle: async (p, ctx) => {
          const { rows, total } = await repo.sliderPage(ctx.db, now(), p.limit, p.offset);
          return page(
            rows.map((row) => presentSlider(row, ctx.lang)),
            { limit: p.limit, offset: p.offset, total },
          );
        },
      },
      getPromotions: {
        handle: async (p, ctx) =>
          withBonusOffers(
            ctx.db,
            (await repo.promotions(ctx.db, p.SiteType)).map((row) =>
              presentPromotion(row, ctx.lang),
            ),
            now(),
            ctx.lang,
          ),
      },
      popupInformation: {
        handle: async (p, ctx) => {
          const popups = await repo.activePopups(ctx.db, now(), p.siteId, p.SiteType);
          const shown = ctx.session
            ? await popupsForPlayer(ctx.db, ctx.session.uid, popups, now())
            : popups;
          return shown.map((row) => presentPopup(row, ctx.lang));
        },
      },
      getSpecialDateInf: {
        handle: async (_p, ctx) => {
          const notes = await repo.activeSpecialDates(ctx.db, now());
          const shown = ctx.session
            ? await specialDatesForPlayer(ctx.db, ctx.session.uid, notes)
            : notes;
          return shown.map((row) => presentSpecialDate(row, ctx.lang));
        },
      },
      mark_notices_seen: {
        handle: async (p, ctx) => {
          await noticesSeen.record(ctx.db, ctx.session.uid, p, now());
          return null;
        },
      },
      getInformation: {
        handle: async (p, ctx) =>
          (await repo.information(ctx.db, p.InfType)).map((row) =>
            presentInformation(row, ctx.lang),
          ),
      },
    },
    slider: {
      get_all_items: {
        handle: async (_p, ctx) =>
          (await repo.allSliders(ctx.db)).map((row) => presentSlider(row, ctx.lang)),
      },
      get_active_items: {
        handle: async (p, ctx) =>
          (await repo.visibleSliders(ctx.db, now(), { siteId: p.siteId })).map((row) =>
            presentSlider(row, ctx.lang),
          ),
      },
    },
  };
}
