import type { Lang } from '@lale/contract/languages';
import {
  promotionPath,
  type InformationPage,
  type Popup,
  type Promotion,
  type Slider,
  type SpecialDateInfo,
} from '@lale/contract/methods/cms';
import type {
  InformationRow,
  PopupRow,
  PromotionRow,
  SliderRow,
  SpecialDateRow,
} from './cms.repository.ts';
import { sanitizeCmsHtml } from '../../platform/sanitize-html.ts';

const status = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

export function presentSlider(row: SliderRow, lang: Lang): Slider {
  return {
    id: row.id,
    title: row.title[lang],
    description: row.description[lang],
    image: row.image,
    link: row.promotionId ? promotionPath(row.promotionId) : row.link,
    promotionId: row.promotionId,
    sliderPlace: row.place,
    SliderType: row.sliderType,
    Status: status(row.status),
    Start_date: row.startsAt.toISOString(),
    End_date: row.endsAt.toISOString(),
  };
}

export function presentPromotion(row: PromotionRow, lang: Lang): Promotion {
  return {
    id: row.id,
    title: row.title[lang],
    summary: row.summary[lang],
    body: row.body[lang],
    image: row.image,
    category: row.category,
    Status: status(row.status),
    Start_date: row.startsAt.toISOString(),
    End_date: row.endsAt.toISOString(),
  };
}

// Popups and special dates were stored unsanitised before issue 32: their bodies are cleaned
// on the way out too, so a row written then reaches no page as it was.
export function presentPopup(row: PopupRow, lang: Lang): Popup {
  return {
    id: row.id,
    title: row.title[lang],
    body: sanitizeCmsHtml(row.body[lang]),
    image: row.image,
    Active: status(row.active),
    promotionId: row.promotionId,
    link: row.promotionId ? promotionPath(row.promotionId) : null,
  };
}

export function presentSpecialDate(row: SpecialDateRow, lang: Lang): SpecialDateInfo {
  return {
    id: row.id,
    title: row.title[lang],
    body: sanitizeCmsHtml(row.body[lang]),
    Status: status(row.status),
    Start_date: row.startsAt.toISOString(),
    End_date: row.endsAt.toISOString(),
  };
}

export function presentInformation(row: InformationRow, lang: Lang): InformationPage {
  return {
    InfType: row.infType as InformationPage['InfType'],
    title: row.title[lang],
    Text: row.body[lang],
    updatedAt: row.updatedAt.toISOString(),
  };
}
