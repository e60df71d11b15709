import { z } from 'zod';
import type { BonusOffer, PromotionState } from '../bonus.ts';
import { INFORMATION_TYPES, PAGE_SIZE, SITE_ID } from '../constants.ts';
import { limit, offset, siteType } from '../fields.ts';
import { defineMethod, emptyPayload, reply } from '../method.ts';
import type { TournamentSummary } from '../tournaments.ts';

export interface Slider {
  id: number;
  title: string;
  description: string;
  image: string;
  /** Where the slide leads: its promotion's (/promotions?promotion=<id>) when it has one. */
  link: string | null;
  /** The promotion it opens, or null. */
  promotionId: number | null;
  sliderPlace: 'sol' | 'sag' | 'all';
  SliderType: string;
  Status: 0 | 1;
  Start_date: string;
  End_date: string;
}

export interface Promotion {
  id: number;
  title: string;
  summary: string;
  /** Sanitised HTML. */
  body: string;
  image: string;
  category: string;
  Status: 0 | 1;
  Start_date: string;
  End_date: string;
  /** Its phase by the date window (issue 16). */
  state?: PromotionState;
  /** The bonus definition it offers, with the claim button's terms (issue 16). */
  bonus?: BonusOffer | null;
}

export interface Popup {
  id: number;
  title: string;
  body: string;
  image: string | null;
  Active: 0 | 1;
  /** The promotion it opens, or null; `link` is that promotion's (/promotions?promotion=<id>). */
  promotionId: number | null;
  link: string | null;
}

export interface SpecialDateInfo {
  id: number;
  title: string;
  body: string;
  Status: 0 | 1;
  Start_date: string;
  End_date: string;
}

export interface InformationPage {
  InfType: (typeof INFORMATION_TYPES)[number];
  title: string;
  /** Sanitised HTML, or JSON text for structured types (social links, bottom bar). */
  Text: string;
  updatedAt: string;
}

export interface Tournament {
  id: number;
  title: string;
  summary: string;
  body: string;
  image: string;
  prizePool: number;
  currency: string;
  Start_date: string;
  End_date: string;
}

const noticeIds = z
  .array(z.number({ error: 'invalid_value' }).int({ error: 'invalid_value' }).positive(), {
    error: 'invalid_value',
  })
  .max(20, { error: 'invalid_value' })
  .default([]);

export const cms = {
  getIcSlider: defineMethod({
    auth: 'none',
    payload: z.object({
      SiteType: siteType(),
      SliderType: z.string().max(40).default('slot'),
      sliderPlace: z.enum(['all', 'sol', 'sag']).default('all'),
    }),
    reply: reply<Slider[]>(),
  }),
  getSlider: defineMethod({
    auth: 'none',
    payload: z.object({ limit: limit(PAGE_SIZE.slider), offset: offset() }),
    reply: reply<Slider[]>(),
    paginated: true,
  }),
  getPromotions: defineMethod({
    auth: 'none',
    payload: z.object({ SiteType: siteType() }),
    reply: reply<Promotion[]>(),
  }),
  /** For a signed-in player, without those already shown and those whose bonus is closed. */
  popupInformation: defineMethod({
    auth: 'optional',
    payload: z.object({
      SiteType: siteType(),
      siteId: z.coerce.number().int().default(SITE_ID.popups),
    }),
    reply: reply<Popup[]>(),
  }),
  /** For a signed-in player, without those already shown. */
  getSpecialDateInf: defineMethod({
    auth: 'optional',
    payload: emptyPayload,
    reply: reply<SpecialDateInfo[]>(),
  }),
  /** Popups and special-date notes shown to the player, who is not shown them again (issue 38). */
  mark_notices_seen: defineMethod({
    auth: 'required',
    payload: z.object({ popups: noticeIds, specialDates: noticeIds }),
    reply: reply<null>(),
  }),
  getInformation: defineMethod({
    auth: 'none',
    payload: z.object({ InfType: z.enum(INFORMATION_TYPES, { error: 'invalid_value' }) }),
    reply: reply<InformationPage[]>(),
  }),
};

export const cmscontroller = {
  getTournaments: defineMethod({
    auth: 'none',
    payload: z.object({
      SiteType: siteType(),
      limit: limit(PAGE_SIZE.tournaments),
      offset: offset(),
    }),
    reply: reply<TournamentSummary[]>(),
    paginated: true,
  }),
};

export const slider = {
  get_all_items: defineMethod({ auth: 'none', payload: emptyPayload, reply: reply<Slider[]>() }),
  get_active_items: defineMethod({
    auth: 'none',
    payload: z.object({ siteId: z.coerce.number().int().default(SITE_ID.sliders) }),
    reply: reply<Slider[]>(),
  }),
};

/** The query parameter of /promotions that opens one promotion's details. */
export const PROMOTION_PARAM = 'promotion';
/** Where a slider or popup pointing at promotion `id` leads on the player's site. */
export const promotionPath = (id: number): string => `/promotions?${PROMOTION_PARAM}=${id}`;
