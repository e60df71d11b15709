import type { LocalizedText } from '@lale/contract/site';

const DAY = 86_400_000;

export interface DatedSeed {
  /** Days from the seed day; a window in the past, present or future. */
  startDay: number;
  endDay: number;
}

export interface SliderSeed extends DatedSeed {
  slug: string;
  place: 'all' | 'sol' | 'sag';
  title: LocalizedText;
  description: LocalizedText;
  link: string;
  /** The slug of the promotion it opens (its link then leads there). */
  promotion?: string;
}

export interface PromotionSeed extends DatedSeed {
  slug: string;
  category: string;
  title: LocalizedText;
  summary: LocalizedText;
  body: LocalizedText;
}

export interface TournamentSeed extends DatedSeed {
  slug: string;
  title: LocalizedText;
  summary: LocalizedText;
  body: LocalizedText;
  /** Kuruş. */
  prizePool: number;
}

export const sliders: SliderSeed[] = [
  {
    slug: 'slider-welcome',
    place: 'all',
    title: { tr: '%50 Hoş Geldin Bonusu', en: '50% Welcome Bonus' },
    description: {
      tr: 'İlk yatırımına 999 TL’ye kadar %50 bonus',
      en: '50% on your first deposit, up to 999 TRY',
    },
    link: '/promotions',
    promotion: 'promo-welcome',
    startDay: -30,
    endDay: 365,
  },
  {
    slug: 'slider-casino-discount',
    place: 'sol',
    title: { tr: '%30 Casino İndirimi', en: '30% Casino Discount' },
    description: {
      tr: 'Slot ve canlı casinoda kayıplarına %30 indirim',
      en: '30% back on slot and live casino losses',
    },
    link: '/promotions',
    startDay: -10,
    endDay: 180,
  },
  {
    slug: 'slider-tournament',
    place: 'sag',
    title: { tr: 'Haftalık Slot Turnuvası', en: 'Weekly Slot Tournament' },
    description: { tr: 'Liderlik tablosunda yerini al', en: 'Take your place on the leaderboard' },
    link: '/tournaments',
    startDay: -3,
    endDay: 60,
  },
  {
    slug: 'slider-summer',
    place: 'all',
    title: { tr: 'Yaz Festivali', en: 'Summer Festival' },
    description: { tr: 'Sona erdi', en: 'Finished' },
    link: '/promotions',
    startDay: -200,
    endDay: -100,
  },
  {
    slug: 'slider-deposit-bonus',
    place: 'all',
    title: { tr: '%20 Çevrimsiz Yatırım Bonusu', en: '20% Deposit Bonus, No Wagering' },
    description: {
      tr: 'Her yatırımına çevrim şartı olmadan %20 bonus',
      en: '20% on every deposit, with no wagering requirement',
    },
    link: '/promotions',
    startDay: -5,
    endDay: 90,
  },
  {
    slug: 'slider-live-tables',
    place: 'all',
    title: { tr: 'Canlı Casino Masaları', en: 'Live Casino Tables' },
    description: {
      tr: 'Rulet, blackjack ve bakara: gerçek krupiyelerle 7/24',
      en: 'Roulette, blackjack and baccarat with real dealers, around the clock',
    },
    link: '/live',
    startDay: -20,
    endDay: 200,
  },
  {
    slug: 'slider-live-betting',
    place: 'sol',
    title: { tr: 'Canlı Bahis', en: 'Live Betting' },
    description: {
      tr: 'Maç sürerken anlık oranlarla oyna',
      en: 'Bet in play on odds that move with the match',
    },
    link: '/live-sport',
    startDay: -15,
    endDay: 120,
  },
  {
    slug: 'slider-jackpot',
    place: 'sag',
    title: { tr: 'Büyük Jackpot', en: 'Grand Jackpot' },
    description: {
      tr: 'Her slot dönüşü jackpot havuzunu büyütür',
      en: 'Every slot spin grows the jackpot pools',
    },
    link: '/slot/category/69',
    startDay: -7,
    endDay: 120,
  },
  {
    slug: 'slider-new-year',
    place: 'sol',
    title: { tr: 'Yılbaşı Piyangosu', en: 'New Year Lottery' },
    description: { tr: 'Yakında', en: 'Coming soon' },
    link: '/promotions',
    startDay: 10,
    endDay: 45,
  },
  {
    slug: 'slider-spring',
    place: 'sag',
    title: { tr: 'Bahar Turnuvası', en: 'Spring Tournament' },
    description: { tr: 'Sona erdi', en: 'Finished' },
    link: '/tournaments',
    startDay: -90,
    endDay: -30,
  },
];

const terms = {
  tr: '<p>Kampanya kuralları için <a href="https://lale.example/info/PromoSart">Bonus Kuralları</a> sayfasına bakınız.</p>',
  en: '<p>See the <a href="https://lale.example/info/PromoSart">Bonus rules</a> page for the terms.</p>',
};

export const promotions: PromotionSeed[] = [
  {
    slug: 'promo-welcome',
    category: 'casino',
    title: { tr: '%50 Hoş Geldin Bonusu', en: '50% Welcome Bonus' },
    summary: {
      tr: 'İlk yatırımına 999 TL’ye kadar %50 bonus.',
      en: '50% on your first deposit, up to 999 TRY.',
    },
    body: {
      tr: `<p>İlk yatırımınıza %50, en fazla 999 TL bonus.</p>${terms.tr}`,
      en: `<p>50% on your first deposit, up to 999 TRY.</p>${terms.en}`,
    },
    startDay: -30,
    endDay: 365,
  },
  {
    slug: 'promo-casino-discount',
    category: 'casino',
    title: { tr: '%30 Casino İndirimi', en: '30% Casino Discount' },
    summary: { tr: 'Haftalık kayıplarına %30 iade.', en: '30% back on your weekly losses.' },
    body: {
      tr: `<p>Slot ve canlı casino kayıplarınızın %30’u her pazartesi hesabınızda.</p>${terms.tr}`,
      en: `<p>30% of your slot and live casino losses back every Monday.</p>${terms.en}`,
    },
    startDay: -10,
    endDay: 180,
  },
  {
    slug: 'promo-deposit-bonus',
    category: 'deposit',
    title: { tr: '%20 Çevrimsiz Yatırım Bonusu', en: '20% Deposit Bonus, No Wagering' },
    summary: {
      tr: 'Her yatırıma çevrimsiz %20 bonus.',
      en: '20% on every deposit with no wagering.',
    },
    body: {
      tr: `<p>Her yatırımınıza çevrim şartı olmadan %20 bonus.</p>${terms.tr}`,
      en: `<p>20% on every deposit, with no wagering requirement.</p>${terms.en}`,
    },
    startDay: -5,
    endDay: 90,
  },
  {
    slug: 'promo-new-year',
    category: 'special',
    title: { tr: 'Yılbaşı Piyangosu', en: 'New Year Lottery' },
    summary: {
      tr: 'Yakında: her 500 TL yatırıma bir bilet.',
      en: 'Coming soon: a ticket for every 500 TRY deposited.',
    },
    body: {
      tr: `<p>Her 500 TL yatırımınıza bir yılbaşı bileti.</p>${terms.tr}`,
      en: `<p>A New Year ticket for every 500 TRY you deposit.</p>${terms.en}`,
    },
    startDay: 10,
    endDay: 45,
  },
  {
    slug: 'promo-summer',
    category: 'special',
    title: { tr: 'Yaz Festivali', en: 'Summer Festival' },
    summary: { tr: 'Sona erdi.', en: 'Finished.' },
    body: {
      tr: '<p>Yaz festivali sona erdi. Katılan herkese teşekkürler!</p>',
      en: '<p>The summer festival is over. Thanks to everyone who joined!</p>',
    },
    startDay: -200,
    endDay: -100,
  },
];

export const tournaments: TournamentSeed[] = [
  {
    slug: 'tournament-weekly-slot',
    title: { tr: 'Haftalık Slot Turnuvası', en: 'Weekly Slot Tournament' },
    summary: { tr: 'En yüksek kazanç çarpanı kazanır.', en: 'The highest win multiplier wins.' },
    body: {
      tr: '<p>Tüm slot oyunlarında geçerli. Ödüller ilk 50 oyuncuya dağıtılır.</p>',
      en: '<p>Counts on every slot game. Prizes go to the top 50 players.</p>',
    },
    prizePool: 25_000_000,
    startDay: -3,
    endDay: 4,
  },
  {
    slug: 'tournament-live-blackjack',
    title: { tr: 'Canlı Blackjack Kupası', en: 'Live Blackjack Cup' },
    summary: { tr: 'Yakında başlıyor.', en: 'Starting soon.' },
    body: {
      tr: '<p>Canlı blackjack masalarında en çok el kazanan oyuncular ödül alır.</p>',
      en: '<p>Players who win the most hands at live blackjack tables take the prizes.</p>',
    },
    prizePool: 10_000_000,
    startDay: 7,
    endDay: 14,
  },
  {
    slug: 'tournament-autumn',
    title: { tr: 'Sonbahar Maratonu', en: 'Autumn Marathon' },
    summary: { tr: 'Tamamlandı.', en: 'Concluded.' },
    body: {
      tr: '<p>Sonbahar maratonu tamamlandı; kazananlar bildirim kutularında.</p>',
      en: '<p>The autumn marathon has concluded; winners were notified.</p>',
    },
    prizePool: 50_000_000,
    startDay: -60,
    endDay: -30,
  },
];

export function dayOffset(origin: Date, days: number): Date {
  return new Date(origin.getTime() + days * DAY);
}
