/**
 * The virtual football league: 18 invented clubs with a Turkish flavour and a strength (0–100)
 * that the sportsbook's `ratingsOf` turns into attack and defence ratings. Ids do not collide
 * with the real leagues (101–402): the league is 901, its teams 90101–90118.
 */
export const VIRTUAL_FOOTBALL_LEAGUE = {
  id: 901,
  countryCode: 'VR',
  countryName: { tr: 'Sanal', en: 'Virtual' },
  name: { tr: 'Sanal Süper Lig', en: 'Virtual Super League' },
  /** A little more goals than the real leagues: virtual football is a show. */
  params: { baseGoals: 1.3, homeAdvantage: 1.3, rho: -0.06 },
};

export const VIRTUAL_FOOTBALL_TEAMS: [name: string, strength: number][] = [
  ['Boğaziçi Yıldızları', 92],
  ['Anadolu Kartalları', 88],
  ['Ege Fırtınası', 84],
  ['Karadeniz Dalgası', 80],
  ['Kapadokya Atlıları', 76],
  ['Toros Aslanları', 72],
  ['Marmara Martıları', 68],
  ['Akdeniz Güneşi', 64],
  ['Fırat Kaplanları', 60],
  ['Uludağ Kurtları', 56],
  ['Trakya Şimşekleri', 52],
  ['Erciyes Kartalı', 48],
  ['Van Gölü Spor', 44],
  ['Çukurova Pamukları', 40],
  ['Pamukkale Beyazları', 36],
  ['Galata Köprüsü SK', 32],
  ['Nemrut Güneşi', 28],
  ['Ağrı Dağı Spor', 24],
];

export const virtualTeamId = (index: number) => VIRTUAL_FOOTBALL_LEAGUE.id * 100 + index + 1;
