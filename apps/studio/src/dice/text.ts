import type { DicePick } from '@lale/games/dice';
import type { Lang } from '../i18n/lang.ts';

const tr = {
  title: 'Zar Odası',
  roundNumber: (n: number) => `Tur #${n}`,
  betsCloseIn: 'Bahislerin kapanmasına',
  betsClosed: 'Bahisler kapandı',
  rolling: 'Zarlar atılıyor',
  result: (total: number) => `Sonuç: ${total}`,
  nextRound: (seconds: number) => `Yeni tur ${seconds} sn sonra`,
  waiting: 'İlk tur bekleniyor',
  dice: 'Zarlar',
  die: (n: number) => `Zar ${n}`,
  board: 'Bahisler',
  totals: 'Tam toplam',
  stake: 'Bahis tutarı',
  odds: 'Oran',
  place: (pick: string, amount: string) => `${pick} için ${amount} bahis yap`,
  placed: (pick: string) => `${pick} bahsiniz alındı.`,
  myBets: 'Bahislerim',
  noBets: 'Henüz bahis yok.',
  open: 'Bekliyor',
  won: (amount: string) => `Kazandı ${amount}`,
  lost: 'Kaybetti',
  cash: 'nakit',
  bonus: 'bonus',
  paidFrom: (cash: string, bonus: string) => `${cash} nakit, ${bonus} bonus`,
  lastRounds: 'Son sonuçlar',
  fairness: 'Adil oyun',
  hash: 'Bu turun sunucu tohumu özeti (SHA-256)',
  revealed: 'Tohum',
  recomputed: '✓ doğrulandı',
  notRecomputed: '✗ tutmuyor',
  recomputeHow: (clientSeed: string, nonce: number) =>
    `Tarayıcınızda yeniden hesaplandı: özet SHA-256(tohum), zarlar rollDice(tohum, "${clientSeed}", ${nonce}).`,
  fairnessNote:
    'Özet bahisler açılmadan yayımlanır; tohum sonuçla açıklanır. Zarlar HMAC-SHA256(tohum, "istemci tohumu:tur no:blok") akışından atılır: her zar 1 + tekdüze(6).',
  rules: 'Kurallar',
  ruleList: [
    'Her turda iki zar atılır; bahisler atıştan önce kapanır.',
    '7 altı: toplam 2–6. 7 üstü: toplam 8–12. 7 çıkarsa ikisi de kaybeder.',
    'Oranlar bahsi içerir: 2,32 oran, 100 ₺ bahse 232 ₺ öder.',
    'Oranlar 36 eşit olasılıklı atıştan, %3 kasa payı düşülerek hesaplanır.',
  ],
  rtp: (low: string, high: string) => `Oyuncuya dönüş: %${low}–%${high}`,
  picks: {
    under: '7 altı',
    seven: 'Tam 7',
    over: '7 üstü',
    doubles: 'Çift zar',
  },
  total: (n: number) => `Toplam ${n}`,
};

export type DiceText = typeof tr;

const en: DiceText = {
  title: 'Dice Room',
  roundNumber: (n) => `Round #${n}`,
  betsCloseIn: 'Bets close in',
  betsClosed: 'Bets closed',
  rolling: 'Rolling the dice',
  result: (total) => `Result: ${total}`,
  nextRound: (seconds) => `Next round in ${seconds} s`,
  waiting: 'Waiting for the first round',
  dice: 'Dice',
  die: (n) => `Die ${n}`,
  board: 'Bets',
  totals: 'Exact total',
  stake: 'Stake',
  odds: 'Odds',
  place: (pick, amount) => `Bet ${amount} on ${pick}`,
  placed: (pick) => `Your bet on ${pick} is in.`,
  myBets: 'My bets',
  noBets: 'No bets yet.',
  open: 'Waiting',
  won: (amount) => `Won ${amount}`,
  lost: 'Lost',
  cash: 'cash',
  bonus: 'bonus',
  paidFrom: (cash, bonus) => `${cash} cash, ${bonus} bonus`,
  lastRounds: 'Last results',
  fairness: 'Fair play',
  hash: "This round's server seed hash (SHA-256)",
  revealed: 'Seed',
  recomputed: '✓ verified',
  notRecomputed: '✗ does not match',
  recomputeHow: (clientSeed, nonce) =>
    `Recomputed in your browser: the hash is SHA-256(seed), the dice rollDice(seed, "${clientSeed}", ${nonce}).`,
  fairnessNote:
    'The hash is published before betting opens; the seed is revealed with the result. The dice come from the HMAC-SHA256(seed, "client seed:round number:block") stream: each die is 1 + uniform(6).',
  rules: 'Rules',
  ruleList: [
    'Each round two dice are rolled; bets close before the roll.',
    'Under 7: a total of 2–6. Over 7: 8–12. A 7 loses both.',
    'Odds include the stake: odds of 2.32 pay ₺232 on a ₺100 bet.',
    'Odds come from the 36 equally likely rolls, less a 3% house edge.',
  ],
  rtp: (low, high) => `Return to player: ${low}%–${high}%`,
  picks: {
    under: 'Under 7',
    seven: 'Exactly 7',
    over: 'Over 7',
    doubles: 'Doubles',
  },
  total: (n) => `Total ${n}`,
};

export const diceText: Record<Lang, DiceText> = { tr, en };

/** A pick as the player reads it: `total-8` is "Total 8". */
export function pickLabel(text: DiceText, pick: DicePick | string): string {
  if (pick.startsWith('total-')) return text.total(Number(pick.slice('total-'.length)));
  return text.picks[pick as keyof DiceText['picks']] ?? pick;
}

export const formatOdds = (hundredths: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', { minimumFractionDigits: 2 }).format(
    hundredths / 100,
  );

/** Whole seconds until a moment, never negative. */
export const secondsUntil = (ms: number) => Math.max(0, Math.ceil(ms / 1000));
