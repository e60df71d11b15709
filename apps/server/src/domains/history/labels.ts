import type { Lang } from '@lale/contract/languages';
import { CATEGORY, MOVEMENT, type CategoryId, type MovementTypeId } from './movement-kinds.ts';

type Labels<K extends number> = Record<K, Record<Lang, string>>;

export const CATEGORY_LABELS: Labels<CategoryId> = {
  [CATEGORY.games]: { tr: 'Oyun', en: 'Games' },
  [CATEGORY.finance]: { tr: 'Finans', en: 'Finance' },
  [CATEGORY.bonus]: { tr: 'Bonus', en: 'Bonus' },
  [CATEGORY.account]: { tr: 'Hesap', en: 'Account' },
};

export const MOVEMENT_LABELS: Labels<MovementTypeId> = {
  [MOVEMENT.deposit]: { tr: 'Para Yatırma', en: 'Deposit' },
  [MOVEMENT.withdrawal]: { tr: 'Para Çekme', en: 'Withdrawal' },
  [MOVEMENT.bet]: { tr: 'Bahis', en: 'Bet' },
  [MOVEMENT.win]: { tr: 'Kazanç', en: 'Win' },
  [MOVEMENT.refund]: { tr: 'İade', en: 'Refund' },
  [MOVEMENT.jackpot]: { tr: 'Jackpot', en: 'Jackpot' },
  [MOVEMENT.bonus]: { tr: 'Bonus', en: 'Bonus' },
  [MOVEMENT.correction]: { tr: 'Düzeltme', en: 'Correction' },
  [MOVEMENT.welcomeCredit]: { tr: 'Hoş Geldin Bakiyesi', en: 'Welcome credit' },
};

/** Sub categories: how finance money travelled, or which kind of game moved it. */
export const SUB_CATEGORY_LABELS: Labels<number> = {
  1: { tr: 'Banka Havalesi', en: 'Bank transfer' },
  3: { tr: 'Mobil Havale', en: 'Mobile bank transfer' },
  4: { tr: 'Ön Ödemeli', en: 'Prepaid' },
  10: { tr: 'Slot', en: 'Slots' },
  11: { tr: 'Canlı Casino', en: 'Live casino' },
  12: { tr: 'Sanal Oyunlar', en: 'Virtual games' },
};

export const namedOptions = <K extends number>(labels: Labels<K>, lang: Lang) =>
  (Object.entries(labels) as [string, Record<Lang, string>][]).map(([id, name]) => ({
    id: Number(id),
    name: name[lang],
  }));
