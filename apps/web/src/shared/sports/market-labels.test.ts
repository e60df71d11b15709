import type { Lang } from '@lale/contract/languages';
import {
  ALL_MARKET_TYPES,
  MARKET_TYPES,
  marketKey,
  selectionsOf,
  type MarketSpec,
} from '@lale/games/sports';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en.ts';
import { tr } from '../i18n/tr.ts';
import { marketLabel, selectionLong, selectionShort, type Translate } from './market-labels.ts';

const i18n = i18next.createInstance();
void i18n.init({
  resources: { tr: { translation: tr }, en: { translation: en } },
  lng: 'tr',
  interpolation: { escapeValue: false },
  initAsync: false,
});
const translator = (lang: Lang): Translate => {
  const t = i18n.getFixedT(lang);
  return (key, vars) => t(key as never, vars as never) as unknown as string;
};

const SAMPLE_LINE = { none: undefined, half: 2.5, whole: -1, halfStep: 1.5, quarter: 2.5 };
const teams = { home: 'Galatasaray', away: 'Fenerbahçe' };
const specs: MarketSpec[] = ALL_MARKET_TYPES.map((type) => {
  // A place market's line is the places it pays: 2 or 3.
  const line = type === 'racing.place' ? 3 : SAMPLE_LINE[MARKET_TYPES[type].line];
  return line === undefined ? { type } : { type, line };
});
const missing = (text: string) =>
  text.trim() === '' || /\{\{|^(markets|selections)\./.test(text) || text.includes('undefined');

describe('every market of the maths package has a name and selection labels', () => {
  for (const lang of ['tr', 'en'] as const) {
    const t = translator(lang);
    it.each(specs.map((spec) => [marketKey(spec), spec] as const))(`${lang}: %s`, (key, spec) => {
      expect(missing(marketLabel(t, key, lang)), marketLabel(t, key, lang)).toBe(false);
      for (const selection of selectionsOf(spec)) {
        const short = selectionShort(t, key, selection);
        const long = selectionLong(t, key, selection, teams, lang);
        expect(missing(short), `${selection}: ${short}`).toBe(false);
        expect(missing(long), `${selection}: ${long}`).toBe(false);
      }
    });
  }
});

describe('labels as Turkish books show them', () => {
  const t = translator('tr');
  const e = translator('en');
  it('names the headline markets', () => {
    expect(marketLabel(t, 'football.match_result', 'tr')).toBe('Maç Sonucu');
    expect(marketLabel(e, 'football.match_result', 'en')).toBe('Match result');
    expect(marketLabel(t, 'football.total_goals@2.5', 'tr')).toBe('Alt/Üst 2,5');
    expect(marketLabel(e, 'football.total_goals@2.5', 'en')).toBe('Over/Under 2.5');
    expect(marketLabel(t, 'football.both_teams_to_score', 'tr')).toBe('Karşılıklı Gol');
    expect(marketLabel(t, 'football.half_time_full_time', 'tr')).toBe('İY/MS');
    expect(marketLabel(e, 'football.half_time_full_time', 'en')).toBe('HT/FT');
    expect(marketLabel(t, 'football.asian_handicap@-1.5', 'tr')).toBe('Asya Handikap (-1,5)');
  });

  it('shows 1 / X / 2 on buttons and names in words', () => {
    expect(
      ['home', 'draw', 'away'].map((s) => selectionShort(t, 'football.match_result', s)),
    ).toEqual(['1', 'X', '2']);
    expect(selectionLong(t, 'football.match_result', 'home', teams, 'tr')).toBe('Galatasaray');
    expect(selectionLong(t, 'football.match_result', 'draw', teams, 'tr')).toBe('Beraberlik');
    expect(selectionShort(t, 'football.half_time_full_time', 'home/draw')).toBe('1/X');
    expect(selectionLong(t, 'football.total_goals@2.5', 'over', teams, 'tr')).toBe('Üst 2,5');
    expect(selectionLong(e, 'football.total_goals@2.5', 'under', teams, 'en')).toBe('Under 2.5');
    expect(selectionShort(t, 'football.correct_score', '2-1')).toBe('2-1');
  });

  it('gives the away side the opposite handicap line', () => {
    expect(selectionLong(t, 'football.asian_handicap@-1.5', 'home', teams, 'tr')).toBe(
      'Galatasaray (-1,5)',
    );
    expect(selectionLong(t, 'football.asian_handicap@-1.5', 'away', teams, 'tr')).toBe(
      'Fenerbahçe (+1,5)',
    );
  });

  it('shows an unknown market as it came', () => {
    expect(marketLabel(t, 'darts.match_winner', 'tr')).toBe('darts.match_winner');
  });
});
