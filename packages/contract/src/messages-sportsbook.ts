import type { Lang } from './languages.ts';

/** Messages of the sportsbook's coupons: placing, odds changes, limits and cash-out. */
export const sportsbookMessages = {
  coupon_placed: { tr: 'Kuponunuz alındı', en: 'Your coupon was placed' },
  coupon_odds_changed: {
    tr: 'Oranlar değişti, lütfen kuponunuzu yeni oranlarla kontrol edin',
    en: 'The odds have changed; please check your coupon at the new odds',
  },
  coupon_selection_suspended: {
    tr: 'Kupondaki bir seçim şu anda bahse kapalı',
    en: 'A selection on your coupon is not available for betting right now',
  },
  coupon_stake_below_minimum: {
    tr: 'Kupon tutarı en düşük bahis tutarının altında',
    en: "The coupon's stake is below the minimum stake",
  },
  coupon_stake_above_maximum: {
    tr: 'Kupon tutarı en yüksek bahis tutarını aşıyor',
    en: "The coupon's stake is above the maximum stake",
  },
  coupon_payout_above_maximum: {
    tr: 'Olası kazanç en yüksek kazanç sınırını aşıyor, lütfen tutarı düşürün',
    en: 'The possible payout exceeds the maximum payout; please lower the stake',
  },
  coupon_event_stake_above_maximum: {
    tr: 'Bir karşılaşma için en yüksek bahis tutarı aşıldı',
    en: 'The maximum stake on one of the events is exceeded',
  },
  coupon_same_event: {
    tr: 'Aynı karşılaşmadan iki seçim kombine edilemez',
    en: 'Two selections of the same event cannot be combined',
  },
  coupon_duplicate_selection: {
    tr: 'Aynı seçim kuponda iki kez yer alamaz',
    en: 'The same selection cannot be on a coupon twice',
  },
  coupon_invalid_type: {
    tr: 'Kupon türü seçimlerle uyuşmuyor',
    en: 'The coupon type does not fit its selections',
  },
  coupon_too_many_legs: {
    tr: 'Bir kuponda en fazla 20 seçim olabilir',
    en: 'A coupon can have at most 20 selections',
  },
  cash_out_unavailable: {
    tr: 'Bu kupon için şu anda nakit çıkış teklifi yok',
    en: 'There is no cash-out offer for this coupon right now',
  },
  cash_out_offer_changed: {
    tr: 'Nakit çıkış teklifi değişti, lütfen yeni teklifi kontrol edin',
    en: 'The cash-out offer has changed; please check the new offer',
  },
  cashed_out: { tr: 'Kuponunuz nakde çevrildi', en: 'Your coupon was cashed out' },
} as const satisfies Record<string, Record<Lang, string>>;
