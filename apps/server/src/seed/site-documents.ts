import type {
  FooterMenuGroup,
  InvestmentMethod,
  LanguageOption,
  MenuItem,
  Partner,
  StaticDataMap,
} from '@lale/contract/site';

const headerMenu: MenuItem[] = [
  { id: 'home', label: { tr: 'Ana Sayfa', en: 'Home' }, path: '/' },
  { id: 'slot', label: { tr: 'Slot', en: 'Slots' }, path: '/slot' },
  { id: 'live', label: { tr: 'Canlı Casino', en: 'Live Casino' }, path: '/live' },
  { id: 'sport', label: { tr: 'Spor', en: 'Sports' }, path: '/sport' },
  { id: 'live-sport', label: { tr: 'Canlı Bahis', en: 'Live betting' }, path: '/live-sport' },
  {
    id: 'virtual-sports',
    label: { tr: 'Sanal Sporlar', en: 'Virtual sports' },
    path: '/virtual-sports',
  },
  { id: 'promotions', label: { tr: 'Promosyonlar', en: 'Promotions' }, path: '/promotions' },
  { id: 'tournaments', label: { tr: 'Turnuvalar', en: 'Tournaments' }, path: '/tournaments' },
  { id: 'about', label: { tr: 'Hakkımızda', en: 'About us' }, path: '/about-us' },
];

const info = (id: string, tr: string, en: string, infType: string): MenuItem => ({
  id,
  label: { tr, en },
  path: `/info/${infType}`,
});

const footerMenu: FooterMenuGroup[] = [
  {
    id: 'company',
    title: { tr: 'Kurumsal', en: 'Company' },
    items: [
      { id: 'about', label: { tr: 'Hakkımızda', en: 'About us' }, path: '/about-us' },
      { id: 'tournaments', label: { tr: 'Turnuvalar', en: 'Tournaments' }, path: '/tournaments' },
      {
        id: 'high-earnings',
        label: { tr: 'Yüksek Kazançlar', en: 'High earnings' },
        path: '/high-earnings',
      },
      info('privacy', 'Şartlar ve Gizlilik', 'Terms and privacy', 'GizlilikBilgisi'),
      info('faq', 'Sıkça Sorulan Sorular', 'FAQ', 'SSSinformation'),
    ],
  },
  {
    id: 'rules',
    title: { tr: 'Kurallar', en: 'Rules' },
    items: [
      info('general-rules', 'Genel Kurallar', 'General rules', 'GenelKurallar'),
      info('casino-rules', 'Casino Kuralları', 'Casino rules', 'CasinoKurallari'),
      info('bet-rules', 'Bahis Kuralları', 'Bet rules', 'BahisKurallari'),
      info('bonus-rules', 'Bonus Kuralları', 'Bonus rules', 'PromoSart'),
    ],
  },
  {
    id: 'help',
    title: { tr: 'Yardım', en: 'Help' },
    items: [
      info('responsible-gaming', 'Sorumlu Oyunculuk', 'Responsible gaming', 'SorumluOyunculuk'),
      info('financial', 'Finansal Bilgiler', 'Financial information', 'FinancialsInformation'),
    ],
  },
];

const languages: LanguageOption[] = [
  { id: 1, title: 'TR', lang: 'tr' },
  { id: 2, title: 'EN', lang: 'en' },
];

/** Fictional studio names: no real brand is named anywhere in the seed. */
const partners: Partner[] = [
  'Lale Studio',
  'Anka Games',
  'Boğaz Live',
  'Kapadokya Play',
  'Efes Interactive',
  'Pera Gaming',
].map((name, index) => ({
  id: `partner-${index + 1}`,
  name,
  logo: `/media/art/partner-${index + 1}.svg`,
  url: null,
}));

const investmentMethods: InvestmentMethod[] = [
  { id: 'bank-transfer', name: 'Havale / EFT', logo: '/media/art/method-bank-transfer.svg' },
  { id: 'mobile-bank-transfer', name: 'Cep Havale', logo: '/media/art/method-mobile-transfer.svg' },
  { id: 'prepaid', name: 'Ön Ödemeli Kart', logo: '/media/art/method-prepaid.svg' },
];

export const siteDocuments: StaticDataMap = {
  'header-menu': headerMenu,
  'footer-menu': footerMenu,
  languages,
  partners,
  'investment-methods': investmentMethods,
};
