/** Fictional studios: no real brand appears anywhere in the catalogue. */
export interface ProviderSeed {
  id: number;
  name: string;
  slug: string;
  /** Relative share of the casino games; 0 for live-only and virtual providers. */
  gameWeight: number;
  /** Relative share of the live tables; 0 for providers without live tables. */
  tableWeight: number;
  liveStatus: 1 | 2;
}

const casino = (id: number, name: string, slug: string, gameWeight: number): ProviderSeed => ({
  id,
  name,
  slug,
  gameWeight,
  tableWeight: 0,
  liveStatus: 1,
});
const live = (id: number, name: string, slug: string, tableWeight: number, liveStatus: 1 | 2) => ({
  id,
  name,
  slug,
  gameWeight: 0,
  tableWeight,
  liveStatus,
});

export const PROVIDER_SEEDS: ProviderSeed[] = [
  casino(1, 'Lale Stüdyo', 'lale-studyo', 12),
  casino(2, 'Anka Oyun', 'anka-oyun', 8),
  casino(3, 'Yakamoz Games', 'yakamoz-games', 7),
  casino(4, 'Tılsım Studio', 'tilsim-studio', 7),
  casino(5, 'Kervan Play', 'kervan-play', 6),
  casino(6, 'Zümrüt Reels', 'zumrut-reels', 6),
  casino(7, 'Lodos Interactive', 'lodos-interactive', 6),
  casino(8, 'Poyraz Games', 'poyraz-games', 5),
  casino(9, 'Meltem Play', 'meltem-play', 5),
  casino(10, 'Mercan Studio', 'mercan-studio', 5),
  casino(11, 'Pusula Oyun', 'pusula-oyun', 4),
  casino(12, 'Galata Works', 'galata-works', 4),
  casino(13, 'Bergama Labs', 'bergama-labs', 4),
  casino(14, 'Kapadokya Spins', 'kapadokya-spins', 4),
  casino(15, 'Karakum Play', 'karakum-play', 3),
  casino(16, 'Efsane Reels', 'efsane-reels', 3),
  casino(17, 'Simurg Studio', 'simurg-studio', 3),
  casino(18, 'Sedef Oyun', 'sedef-oyun', 3),
  casino(19, 'Kum Saati Games', 'kum-saati-games', 2),
  casino(20, 'Ayışığı Reels', 'ayisigi-reels', 2),
  casino(21, 'Çınar Oyun', 'cinar-oyun', 2),
  casino(22, 'Turna Interactive', 'turna-interactive', 2),
  live(23, 'Kadife Canlı', 'kadife-canli', 6, 2),
  live(24, 'Boğaz Live', 'bogaz-live', 5, 2),
  live(25, 'Kristal Masa', 'kristal-masa', 4, 1),
  live(26, 'Pera Live', 'pera-live', 4, 2),
  live(27, 'Salon Canlı', 'salon-canli', 3, 1),
  live(28, 'Kumsal Live', 'kumsal-live', 3, 1),
  live(29, 'Mozaik Live', 'mozaik-live', 2, 2),
  live(30, 'Fener Masa', 'fener-masa', 2, 1),
  {
    id: 31,
    name: 'Sanal Arena',
    slug: 'sanal-arena',
    gameWeight: 0,
    tableWeight: 0,
    liveStatus: 1,
  },
];

/** The virtual provider's games: launched by virtualgames init_game (providerID, type). */
export const VIRTUAL_GAME_SEEDS = [
  { id: 1, providerId: 31, type: 'football', name: { tr: 'Sanal Futbol', en: 'Virtual Football' } },
  {
    id: 2,
    providerId: 31,
    type: 'horse-racing',
    name: { tr: 'Sanal At Yarışı', en: 'Virtual Horse Racing' },
  },
  {
    id: 3,
    providerId: 31,
    type: 'basketball',
    name: { tr: 'Sanal Basketbol', en: 'Virtual Basketball' },
  },
];
