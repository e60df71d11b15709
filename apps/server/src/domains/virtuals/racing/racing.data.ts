import type { RacingSport } from '@lale/games/sports';

/** One racing product: its league (virtual), its stable of runners and how many run a race. */
export interface RacingCatalogue {
  key: RacingSport;
  leagueId: number;
  countryCode: string;
  countryName: { tr: string; en: string };
  name: { tr: string; en: string };
  /** A race takes between these many runners of the stable (greyhounds: always 6 traps). */
  minRunners: number;
  maxRunners: number;
  runners: string[];
}

/**
 * Ids beside virtual football's (901): horses 902 with runners 90201…, greyhounds 903 with
 * 90301…, clear of the real leagues (101–402).
 */
export const HORSE_RACING: RacingCatalogue = {
  key: 'horse_racing',
  leagueId: 902,
  countryCode: 'VR',
  countryName: { tr: 'Sanal', en: 'Virtual' },
  name: { tr: 'Lale Park Hipodromu', en: 'Lale Park Racecourse' },
  minRunners: 8,
  maxRunners: 12,
  runners: [
    'Kara Şimşek',
    'Boz Rüzgar',
    'Altın Nal',
    'Demir Yele',
    'Çöl Fırtınası',
    'Gece Yıldızı',
    'Deli Tay',
    'Beyaz İnci',
    'Kızıl Kuyruk',
    'Sultan Ahmet',
    'Yaman Doru',
    'Poyraz',
    'Gümüş Ok',
    'Sarı Kurdele',
    'Asil Kır',
    'Mavi Bayrak',
    'Efe Paşa',
    'Lodos',
    'Şahbatur',
    'Yıldırım Bey',
    'Karayel',
    'Ay Işığı',
    'Tozkoparan',
    'Hilal',
  ],
};

export const GREYHOUND_RACING: RacingCatalogue = {
  key: 'greyhound_racing',
  leagueId: 903,
  countryCode: 'VR',
  countryName: { tr: 'Sanal', en: 'Virtual' },
  name: { tr: 'Lale Tazı Pisti', en: 'Lale Greyhound Stadium' },
  minRunners: 6,
  maxRunners: 6,
  runners: [
    'Hızlı Sarı',
    'Kara Ok',
    'Çevik',
    'Rüzgar Kız',
    'Fişek',
    'Tarçın',
    'Boncuk',
    'Pamuk',
    'Şimşek Kuyruk',
    'Duman',
    'Zeytin',
    'Kuşçu',
    'Fındık',
    'Bulut',
    'Alev',
    'Kömür',
    'Mercan',
    'Paşa',
  ],
};

export const RACING_CATALOGUES = [HORSE_RACING, GREYHOUND_RACING] as const;

export const runnerTeamId = (catalogue: RacingCatalogue, index: number) =>
  catalogue.leagueId * 100 + index + 1;
